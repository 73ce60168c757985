import { defineRule, type CodeTable, type FindingCollector } from '@evidence-check/core-receipt';
import { COLUMN, cellPointer, keyOf, value, type RowView } from '../lib/columns.js';
import { checkImageUrl } from '../lib/image-url.js';
import type { Context } from '../context.js';

const codes = {
  IMAGE_URL_INVALID: {
    severity: 'error',
    message: '{{column}} "{{value}}" is not an absolute URL.',
    description: 'An image URL that the WHATWG URL parser rejects (relative paths, bare file names, garbage).',
    example: '`images/a.jpg`',
  },
  IMAGE_URL_UNSAFE_SCHEME: {
    severity: 'error',
    message: '{{column}} uses the "{{scheme}}" scheme; only https is safe.',
    description: 'An image URL that is not https (http, data:, javascript:, file:, ftp: and others).',
    example: '`http://cdn.example.com/a.jpg`, `data:image/png;…`',
  },
  IMAGE_URL_PRIVATE_HOST: {
    severity: 'error',
    message: '{{column}} points at the non-public host {{host}} ({{range}}).',
    description: 'An image URL whose host is localhost or a loopback, private, link-local or unique-local IP literal.',
    example: '`https://192.168.1.20/tote.jpg`',
  },
} as const satisfies CodeTable;

function checkImage(view: RowView, index: number, column: string, subject: string | null, findings: FindingCollector<typeof codes>): void {
  const text = value(view, column);
  if (text === '') return;
  const problem = checkImageUrl(text);
  if (!problem) return;
  const pointer = cellPointer(view, index, column);
  const name = keyOf(view, column);
  if (problem.kind === 'invalid') {
    findings.add('IMAGE_URL_INVALID', { subject, pointer, details: { column: name, value: text } });
  } else if (problem.kind === 'scheme') {
    findings.add('IMAGE_URL_UNSAFE_SCHEME', { subject, pointer, details: { column: name, scheme: problem.scheme, value: text } });
  } else {
    findings.add('IMAGE_URL_PRIVATE_HOST', { subject, pointer, details: { column: name, host: problem.host, range: problem.range, value: text } });
  }
}

/** Image Src and Variant Image must be absolute https URLs to public hosts. */
export const imageUrlsRule = defineRule<Context>()({
  name: 'image-urls',
  codes,
  check({ views, handles }, findings) {
    views.forEach((view, index) => {
      const subject = handles[index] ?? null;
      checkImage(view, index, COLUMN.imageSrc, subject, findings);
      checkImage(view, index, COLUMN.variantImage, subject, findings);
    });
  },
});
