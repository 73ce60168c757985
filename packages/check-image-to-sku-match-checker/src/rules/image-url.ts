import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { urlProblems } from '../lib/media.js';

/**
 * The URL a file is served from (open key `url`) against Merchant Center's image_link format:
 * "URL (including http or https), ASCII characters only, and RFC 3986 compliant", 1–2,000 characters.
 */
export const imageUrlRule = defineRule<Context>()({
  name: 'image-url',
  codes: {
    IMAGE_URL_INVALID: {
      severity: 'error',
      message: 'File "{{path}}" has URL "{{url}}", which a product feed cannot use ({{reasons}}).',
      description:
        'The `url` is not an http(s) URL, holds a space or a character outside ASCII (percent-encode it), or is longer than 2,000 characters; Merchant Center rejects such an image_link.',
      example: '`ftp://cdn.example.com/a.jpg`, `https://cdn.example.com/tee red.jpg`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { path, index, url } of ctx.files) {
      if (url === null) continue;
      const problems = urlProblems(url);
      if (problems.length === 0) continue;
      findings.add('IMAGE_URL_INVALID', { subject: path, pointer: jsonPointer('files', index, 'url'), details: { path, url, problems, reasons: problems.join(', ') } });
    }
  },
});
