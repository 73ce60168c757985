import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

// Google Merchant Center, image_link, image guidelines: do not submit a placeholder or a generic
// image (https://support.google.com/merchants/answer/6324350).
export const placeholderCases = defineCases<Input>([
  {
    name: 'Merchant Center: files named as placeholders are flagged, also when a pattern counts them for a SKU',
    input: {
      roster: [{ sku: 'TEE' }, { sku: 'MUG' }],
      files: [{ path: 'TEE/placeholder.jpg' }, { path: 'MUG/No_Image-2.png' }, { path: 'MUG/image-coming-soon.webp' }],
      sku_pattern: '^([A-Z]+)/',
    },
    expect: [
      { code: 'PLACEHOLDER_IMAGE', pointer: '/files/0/path', subject: 'TEE/placeholder.jpg', details: { word: 'placeholder' } },
      { code: 'PLACEHOLDER_IMAGE', pointer: '/files/1/path', details: { word: 'noimage' } },
      { code: 'PLACEHOLDER_IMAGE', pointer: '/files/2/path', details: { word: 'imagecomingsoon' } },
    ],
    status: 'REVIEW',
    report: { matchedFiles: 3 },
  },
  {
    name: 'a placeholder word inside another word, or a product named like one in part, is no placeholder',
    input: { roster: [{ sku: 'PANOIMAGE' }, { sku: 'SOON' }], files: [{ path: 'PANOIMAGE_1.jpg' }, { path: 'SOON_coming.jpg' }] },
    expect: [],
    absent: ['PLACEHOLDER_IMAGE'],
  },
]);
