import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { MAX_URL_LENGTH, MAX_VERSION_LENGTH, type Context } from '../context.js';
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';

export const consistencyRule = defineRule<Context>()({
  name: 'release-consistency',
  codes: {
    PRODUCT_FIELD_TOO_LONG: {
      severity: 'error',
      message: 'product.{{field}} is {{length}} characters long, more than {{maxLength}}; it is declined and no surface is compared with it.',
      description: `The product's version is longer than ${MAX_VERSION_LENGTH} characters (the SemVer and npm limit) or its canonical URL longer than ${MAX_URL_LENGTH} (the sitemaps limit). Every surface finding would repeat it, so it is declined, not compared.`,
      example: 'a 300-character `version`',
    },
    SURFACE_NAME_MISMATCH: {
      severity: 'error',
      message: 'Surface "{{id}}" shows the name "{{shown}}"; the product is "{{expected}}".',
      description: 'A surface names the product differently from the release (compared up to letter case and white space).',
      example: 'registry shows `invoice-lint-mcp`, product is `invoice-lint`',
    },
    SURFACE_VERSION_MISMATCH: {
      severity: 'error',
      message: 'Surface "{{id}}" shows version "{{shown}}"; the release is "{{expected}}".',
      description: 'A surface shows another version than the release (a leading `v` is ignored).',
      example: 'registry shows `1.3.2`, release is `1.4.0`',
    },
    SURFACE_CANONICAL_URL_MISMATCH: {
      severity: 'error',
      message: 'Surface "{{id}}" declares the canonical URL {{shown}}; the product\'s is {{expected}}.',
      description: 'A surface declares another canonical URL than the product (compared as WHATWG-serialized URLs).',
      example: '`https://www.example.com/` vs `https://example.com/`',
    },
    SURFACE_PRICE_MISMATCH: {
      severity: 'error',
      message: 'Surface "{{id}}" shows the price {{shown}} USD; the product\'s price is {{expected}} USD.',
      description: 'A surface shows another price than the product (compared as exact decimals).',
      example: 'pricing page shows `0.1`, product is `0.05`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const { product } = ctx.input;
    for (const { field, length, max } of ctx.declined.product) {
      findings.add('PRODUCT_FIELD_TOO_LONG', { subject: product.name, pointer: `/product/${field}`, details: { field, length, maxLength: max } });
    }
    for (const { index, surface, mismatches } of ctx.surfaces) {
      const id = surface.id;
      for (const field of mismatches) {
        const pointer = jsonPointer('surfaces', index, field);
        if (field === 'name') {
          findings.add('SURFACE_NAME_MISMATCH', { subject: id, pointer, details: { id, shown: surface.name as string, expected: product.name } });
        } else if (field === 'version') {
          findings.add('SURFACE_VERSION_MISMATCH', { subject: id, pointer, details: { id, shown: surface.version as string, expected: product.version } });
        } else if (field === 'canonical_url') {
          findings.add('SURFACE_CANONICAL_URL_MISMATCH', {
            subject: id,
            pointer,
            details: { id, shown: surface.canonical_url as string, expected: product.canonical_url },
          });
        } else {
          findings.add('SURFACE_PRICE_MISMATCH', {
            subject: id,
            pointer,
            details: { id, shown: formatDecimal(fromNumber(surface.price_usd as number)), expected: formatDecimal(fromNumber(product.price_usd)) },
          });
        }
      }
    }
  },
});
