import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';

const files = (...paths: string[]) => paths.map((path) => ({ path }));
const skus = (...list: string[]) => list.map((sku) => ({ sku }));

// Google Merchant Center, image_link, "Supported file formats": "JPEG (.jpg/.jpeg), WebP (.webp),
// PNG (.png), GIF (.gif), BMP (.bmp), and TIFF (.tif/.tiff)" (https://support.google.com/merchants/answer/6324350);
// Amazon, technical image file requirements: "JPEG (.jpg or .jpeg), TIFF (.tif), PNG (.png), or
// non-animated GIF (.gif)" (https://sellercentral.amazon.com/gp/help/external/G9FUUH87RBNXGKB7).
export const fileFormatCases = defineCases<Input>([
  {
    name: 'Merchant Center / Amazon formats: PSD, SVG, HEIC, AVIF and PDF files are flagged, still matched to their SKU',
    input: {
      roster: skus('TEE', 'MUG', 'CAP', 'HAT', 'BAG'),
      files: files('TEE_front.psd', 'MUG.SVG', 'CAP_1.heic', 'HAT.avif', 'BAG_spec.pdf'),
    },
    expect: [
      { code: 'FILE_FORMAT_UNSUPPORTED', pointer: '/files/0/path', subject: 'TEE_front.psd', details: { extension: 'psd' } },
      { code: 'FILE_FORMAT_UNSUPPORTED', pointer: '/files/1/path', details: { extension: 'svg' } },
      { code: 'FILE_FORMAT_UNSUPPORTED', pointer: '/files/2/path', details: { extension: 'heic' } },
      { code: 'FILE_FORMAT_UNSUPPORTED', pointer: '/files/3/path', details: { extension: 'avif' } },
      { code: 'FILE_FORMAT_UNSUPPORTED', pointer: '/files/4/path', details: { extension: 'pdf' } },
    ],
    status: 'REVIEW',
    absent: ['SKU_WITHOUT_IMAGE'],
    report: { matchedFiles: 5 },
  },
  {
    name: 'every format Merchant Center or Amazon accepts passes, any case; an extension that is part of the SKU or unknown is not judged',
    input: {
      roster: skus('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'V.1', 'X'),
      files: files('A.jpg', 'B.JPEG', 'C.png', 'D.gif', 'E.webp', 'F.bmp', 'G.tif', 'H.TIFF', 'V.1', 'X'),
    },
    expect: [],
    status: 'READY',
    absent: ['FILE_FORMAT_UNSUPPORTED'],
  },
]);
