import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** Every surface type the product's kind requires (REQUIRED_SURFACES) needs a usable capture. */
export const requiredSurfacesRule = defineRule<Context>()({
  name: 'required-surfaces',
  codes: {
    REQUIRED_SURFACE_MISSING: {
      severity: 'error',
      message: 'Product kind {{kind}} needs a usable {{type}} surface ({{captured}} captured, none usable).',
      description:
        'The product kind requires a surface type (paid-api: pricing; mcp-server: transport and source-repository; agent-skill: documentation) and no usable capture of it exists.',
      example: 'an `mcp-server` without a `source-repository` surface',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const kind = ctx.input.product.kind;
    for (const { type, captured, satisfied } of ctx.required) {
      if (satisfied) continue;
      findings.add('REQUIRED_SURFACE_MISSING', { subject: type, pointer: '/surfaces', details: { kind, type, captured } });
    }
  },
});
