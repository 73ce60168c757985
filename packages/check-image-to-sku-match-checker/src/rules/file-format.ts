import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { REJECTED_EXTENSIONS } from '../lib/media.js';

/**
 * A file whose extension names a format neither Google Merchant Center (JPEG, WebP, PNG, GIF, BMP,
 * TIFF) nor Amazon (JPEG, TIFF, PNG, GIF) accepts. It is still matched and counted: the finding
 * says the channel will refuse it.
 */
export const fileFormatRule = defineRule<Context>()({
  name: 'file-format',
  codes: {
    FILE_FORMAT_UNSUPPORTED: {
      severity: 'warning',
      message: 'File "{{path}}" is a .{{extension}} file, a format product image feeds do not accept.',
      description:
        'The extension names a format neither Google Merchant Center (JPEG, WebP, PNG, GIF, BMP, TIFF) nor Amazon (JPEG, TIFF, PNG, GIF) accepts, such as SVG, PSD, HEIC, AVIF, PDF or a camera RAW file; convert it before upload.',
      example: '`TEE-RED-M_front.psd`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer, extension } of ctx.files) {
      if (extension === null || !REJECTED_EXTENSIONS.has(extension)) continue;
      findings.add('FILE_FORMAT_UNSUPPORTED', { subject: path, pointer, details: { path, extension } });
    }
  },
});
