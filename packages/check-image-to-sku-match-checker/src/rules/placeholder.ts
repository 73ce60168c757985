import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { placeholderWord } from '../lib/media.js';

/** A file named as a placeholder (Merchant Center image_link: no placeholder or generic image). */
export const placeholderRule = defineRule<Context>()({
  name: 'placeholder-image',
  codes: {
    PLACEHOLDER_IMAGE: {
      severity: 'warning',
      message: 'File "{{path}}" is named as a placeholder ("{{word}}").',
      description:
        'The file name says it is a placeholder (placeholder, no image, coming soon, image not available); Merchant Center disapproves placeholder and generic images, and one counted for a SKU hides that the SKU has no real image.',
      example: '`images/TEE-RED-M_no-image.png`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, pointer } of ctx.files) {
      const word = placeholderWord(path);
      if (word === null) continue;
      findings.add('PLACEHOLDER_IMAGE', { subject: path, pointer, details: { path, word } });
    }
  },
});
