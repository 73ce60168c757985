import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const sized = (path: string, width: unknown, height: unknown) => ({ path, width, height });

// Google Merchant Center, image_link, minimum requirements: "Non-apparel images: at least 100 x 100
// pixels; Apparel images: at least 250 x 250 pixels"; "no larger than 64 megapixels"
// (https://support.google.com/merchants/answer/6324350). Amazon, technical image file requirements:
// "Images should be 1,000 pixels or larger on the longest side. This minimum size requirement
// enables the zoom function"; "Files cannot exceed 10,000 pixels on the longest side"
// (https://sellercentral.amazon.com/gp/help/external/G9FUUH87RBNXGKB7).
export const imageSizeCases = defineCases<Input>([
  {
    name: 'Merchant Center minimum: under 100 px blocks; 250 px for a roster entry marked apparel',
    input: {
      roster: [{ sku: 'MUG' }, { sku: 'TEE', apparel: true }, { sku: 'CAP', apparel: 'yes' }],
      files: [sized('MUG_1.jpg', 99, 400), sized('TEE_1.jpg', 240, 1200), sized('CAP_1.jpg', 240, 1200)],
    },
    expect: [
      { code: 'IMAGE_TOO_SMALL', pointer: '/files/0', subject: 'MUG_1.jpg', details: { width: 99, height: 400, minimum: 100 } },
      { code: 'IMAGE_TOO_SMALL', pointer: '/files/1', details: { width: 240, height: 1200, minimum: 250 } },
    ],
    status: 'BLOCKED',
    absent: ['IMAGE_BELOW_ZOOM', 'IMAGE_TOO_LARGE'],
  },
  {
    name: 'Amazon zoom: under 1,000 px on the longest side is a notice; exactly 100 and 1,000 px pass their limits',
    input: {
      roster: [{ sku: 'A' }, { sku: 'B' }, { sku: 'C', apparel: true }],
      files: [sized('A.jpg', 100, 100), sized('B.jpg', 1000, 200), sized('C.jpg', 250, 250)],
    },
    expect: [
      { code: 'IMAGE_BELOW_ZOOM', pointer: '/files/0', details: { longestSide: 100, zoom: 1000 } },
      { code: 'IMAGE_BELOW_ZOOM', pointer: '/files/2', details: { longestSide: 250 } },
    ],
    status: 'READY',
    absent: ['IMAGE_TOO_SMALL'],
  },
  {
    name: 'over 64 megapixels (Merchant Center) or 10,000 px on the longest side (Amazon) is a warning naming the limit',
    input: {
      roster: [{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }, { sku: 'D' }],
      files: [sized('A.jpg', 8000, 8000), sized('B.jpg', 8001, 8000), sized('C.jpg', 10001, 500), sized('D.tif', 12000, 9000)],
    },
    expect: [
      { code: 'IMAGE_TOO_LARGE', pointer: '/files/1', details: { limit: '64 megapixels (Merchant Center)' } },
      { code: 'IMAGE_TOO_LARGE', pointer: '/files/2', details: { limit: '10,000 px on the longest side (Amazon)' } },
      { code: 'IMAGE_TOO_LARGE', pointer: '/files/3', details: { limit: '64 megapixels (Merchant Center) and 10,000 px on the longest side (Amazon)' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a size is read only when width and height are both positive numbers',
    input: {
      roster: [{ sku: 'A' }, { sku: 'B' }, { sku: 'C' }, { sku: 'D' }],
      files: [sized('A.jpg', '50', '50'), { path: 'B.jpg', width: 50 }, sized('C.jpg', 0, 50), sized('D.jpg', 50, null)],
    },
    expect: [],
    absent: ['IMAGE_TOO_SMALL', 'IMAGE_BELOW_ZOOM', 'IMAGE_TOO_LARGE'],
  },
]);
