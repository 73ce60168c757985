import type { PeerComparison } from '@evidence-check/core-receipt';

const GOOGLE = 'Google Merchant Center: image link [image_link]';
const AMAZON = 'Amazon Seller Central: product image requirements';

/**
 * What the channels a product image is uploaded to require of it, and our code for each rule a
 * request can show without opening the image: the path (SKU, extension, placeholder name) and the
 * caller's open keys `width`, `height` and `url` on a file and `apparel` on a roster entry.
 */
export const comparison = {
  peers: [
    {
      name: GOOGLE,
      url: 'https://support.google.com/merchants/answer/6324350',
      oracle:
        'mime-db 1.54.0 names the format of each of its 1,239 extensions in test/formats-oracle.test.ts; every one goes through run() and FILE_FORMAT_UNSUPPORTED never falls on a format Google or Amazon lists (0 disagreements)',
    },
    { name: AMAZON, url: 'https://sellercentral.amazon.com/gp/help/external/G9FUUH87RBNXGKB7' },
  ],
  rules: [
    { peer: GOOGLE, rule: 'required for each product (one main image)', ours: 'SKU_WITHOUT_IMAGE' },
    { peer: GOOGLE, rule: 'supported file formats: JPEG, WebP, PNG, GIF, BMP, TIFF', ours: 'FILE_FORMAT_UNSUPPORTED', note: 'by the extension; flagged when neither Google nor Amazon takes the format' },
    { peer: GOOGLE, rule: 'the file extension should correspond to its format', ours: null, note: 'the image is not opened' },
    { peer: GOOGLE, rule: 'URL including http or https, ASCII only, RFC 3986 compliant, 1–2,000 characters', ours: 'IMAGE_URL_INVALID', note: 'from the file\'s open key `url`' },
    { peer: GOOGLE, rule: 'minimum 100 × 100 px (250 × 250 px for apparel)', ours: 'IMAGE_TOO_SMALL', note: 'from the open keys `width`, `height` and the roster entry\'s `apparel`' },
    { peer: GOOGLE, rule: 'maximum 64 megapixels', ours: 'IMAGE_TOO_LARGE', note: 'from the open keys `width`, `height`' },
    { peer: GOOGLE, rule: 'maximum file size 16 MB', ours: null, note: 'the request carries no byte size' },
    { peer: GOOGLE, rule: 'no placeholder or generic image', ours: 'PLACEHOLDER_IMAGE', note: 'by the file name only (placeholder, no image, coming soon…)' },
    { peer: GOOGLE, rule: 'no watermarks, promotional overlays, borders; product clearly shown', ours: null, note: 'the image is not opened' },
    { peer: AMAZON, rule: 'every product must have a main image', ours: 'SKU_WITHOUT_IMAGE' },
    {
      peer: AMAZON,
      rule: 'we recommend having at least six images',
      ours: 'SKU_IMAGE_COUNT_SHORT',
      note: 'against the roster entry\'s `expected_count`, which the caller sets (six for this advice)',
    },
    {
      peer: AMAZON,
      rule: 'file format JPEG, TIFF, PNG or non-animated GIF',
      ours: 'FILE_FORMAT_UNSUPPORTED',
      note: 'WebP and BMP, which Google takes and Amazon does not, are not flagged: the request names no channel; animation is not seen',
    },
    { peer: AMAZON, rule: '1,000 px or larger on the longest side enables zoom', ours: 'IMAGE_BELOW_ZOOM', note: 'a recommendation, so a notice' },
    { peer: AMAZON, rule: 'files cannot exceed 10,000 px on the longest side', ours: 'IMAGE_TOO_LARGE' },
    { peer: AMAZON, rule: 'main image: pure white background, product fills 85% of the frame', ours: null, note: 'the image is not opened' },
    { peer: AMAZON, rule: 'RGB or CMYK color, at least 72 dpi, no jagged edges', ours: null, note: 'the image is not opened' },
    {
      peer: AMAZON,
      rule: 'image file naming (help node 201995020): product identifier, optional variant code (MAIN, PT01…), extension, separated by periods',
      ours: null,
      note: 'a naming scheme of Amazon\'s image upload only; the default rule reads `B000123456.PT01.jpg` as `B000123456`, and a sku_pattern can demand the scheme',
    },
  ],
} as const satisfies PeerComparison;
