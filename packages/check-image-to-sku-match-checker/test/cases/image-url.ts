import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

// Google Merchant Center, image_link, Format: "Type URL (including http or https), ASCII characters
// only, and RFC 3986 compliant"; "Limits 1 – 2,000 characters" (https://support.google.com/merchants/answer/6324350).
export const imageUrlCases = defineCases<Input>([
  {
    name: 'Merchant Center image_link: not http(s), non-ASCII, a space or a brace, or over 2,000 characters is an error at /files/N/url',
    input: {
      roster: [{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }, { sku: 'D' }, { sku: 'E' }],
      files: [
        { path: 'A.jpg', url: 'ftp://cdn.example.com/A.jpg' },
        { path: 'B.jpg', url: 'https://cdn.example.com/bébé.jpg' },
        { path: 'C.jpg', url: 'https://cdn.example.com/C 1.jpg' },
        { path: 'D.jpg', url: `https://cdn.example.com/${'d'.repeat(1990)}.jpg` },
        { path: 'E.jpg', url: '/images/{E}.jpg' },
      ],
    },
    expect: [
      { code: 'IMAGE_URL_INVALID', pointer: '/files/0/url', subject: 'A.jpg', details: { problems: ['not-http'] } },
      { code: 'IMAGE_URL_INVALID', pointer: '/files/1/url', details: { problems: ['not-ascii'] } },
      { code: 'IMAGE_URL_INVALID', pointer: '/files/2/url', details: { problems: ['not-rfc3986'] } },
      { code: 'IMAGE_URL_INVALID', pointer: '/files/3/url', details: { problems: ['too-long'] } },
      { code: 'IMAGE_URL_INVALID', pointer: '/files/4/url', details: { problems: ['not-http', 'not-rfc3986'] } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'http and https URLs, percent-encoded, any scheme case, exactly 2,000 characters are accepted; a non-string url is not read',
    input: {
      roster: [{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }, { sku: 'D' }],
      files: [
        { path: 'A.jpg', url: 'http://cdn.example.com/A.jpg?v=2&w=800' },
        { path: 'B.jpg', url: 'HTTPS://cdn.example.com/b%C3%A9b%C3%A9.jpg' },
        { path: 'C.jpg', url: `https://cdn.example.com/${'c'.repeat(2000 - 'https://cdn.example.com/'.length - 4)}.jpg` },
        { path: 'D.jpg', url: 42 },
      ],
    },
    expect: [],
    absent: ['IMAGE_URL_INVALID'],
  },
]);
