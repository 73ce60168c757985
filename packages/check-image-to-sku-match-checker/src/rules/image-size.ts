import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { MAX_LONGEST_SIDE, MAX_PIXELS, MIN_SIDE, MIN_SIDE_APPAREL, ZOOM_LONGEST_SIDE } from '../lib/media.js';

/**
 * The pixel size a file declares (open keys `width`, `height`) against the channels' limits:
 * Merchant Center's minimum (100 px, 250 px for apparel) and 64 megapixels, Amazon's 10,000 px
 * longest side and its 1,000 px longest side for zoom (a recommendation, so a notice).
 */
export const imageSizeRule = defineRule<Context>()({
  name: 'image-size',
  codes: {
    IMAGE_TOO_SMALL: {
      severity: 'error',
      message: 'File "{{path}}" is {{width}} × {{height}} px, below the {{minimum}} × {{minimum}} px minimum{{forApparel}}.',
      description:
        'The declared size is below Merchant Center\'s minimum image size (100 × 100 px; 250 × 250 px for apparel, marked by `apparel: true` on the roster entry); the item is disapproved.',
      example: '`{ "path": "MUG-01.jpg", "width": 90, "height": 90 }`',
    },
    IMAGE_TOO_LARGE: {
      severity: 'warning',
      message: 'File "{{path}}" is {{width}} × {{height}} px, over {{limit}}.',
      description:
        'The declared size exceeds a channel\'s maximum: 64 megapixels (Merchant Center) or 10,000 px on the longest side (Amazon); the channel refuses the file.',
      example: '`{ "width": 12000, "height": 8000 }`',
    },
    IMAGE_BELOW_ZOOM: {
      severity: 'notice',
      message: 'File "{{path}}" is {{longestSide}} px on its longest side; zoom needs {{zoom}} px.',
      description: 'Amazon enables zoom only for images 1,000 px or larger on the longest side (a recommendation).',
      example: '`{ "width": 800, "height": 800 }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, index, size, apparel } of ctx.files) {
      if (size === null) continue;
      const { width, height } = size;
      const pointer = jsonPointer('files', index);
      const longestSide = Math.max(width, height);
      const minimum = apparel ? MIN_SIDE_APPAREL : MIN_SIDE;
      if (width < minimum || height < minimum) {
        findings.add('IMAGE_TOO_SMALL', { subject: path, pointer, details: { path, width, height, minimum, forApparel: apparel ? ' for apparel' : '' } });
      } else if (longestSide < ZOOM_LONGEST_SIDE) {
        findings.add('IMAGE_BELOW_ZOOM', { subject: path, pointer, details: { path, longestSide, zoom: ZOOM_LONGEST_SIDE } });
      }
      const limits = [
        ...(width * height > MAX_PIXELS ? ['64 megapixels (Merchant Center)'] : []),
        ...(longestSide > MAX_LONGEST_SIDE ? ['10,000 px on the longest side (Amazon)'] : []),
      ];
      if (limits.length > 0) findings.add('IMAGE_TOO_LARGE', { subject: path, pointer, details: { path, width, height, limit: limits.join(' and ') } });
    }
  },
});
