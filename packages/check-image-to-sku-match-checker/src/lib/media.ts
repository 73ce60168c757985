/**
 * What channels require of a product image that a request can show without opening it: the
 * format its extension names, the pixel size the caller declares (`width`, `height`), the URL it
 * will be fetched from (`url`), and a placeholder's file name.
 *
 * Google Merchant Center, image_link (https://support.google.com/merchants/answer/6324350):
 * JPEG, WebP, PNG, GIF, BMP, TIFF; at least 100 × 100 px (250 × 250 for apparel); at most 64
 * megapixels; a URL "including http or https, ASCII characters only, and RFC 3986 compliant",
 * 1–2,000 characters; no placeholder or generic image.
 * Amazon, technical image file requirements (https://sellercentral.amazon.com/gp/help/external/G9FUUH87RBNXGKB7):
 * JPEG, TIFF, PNG, non-animated GIF; 1,000 px or more on the longest side enables zoom; files
 * cannot exceed 10,000 px on the longest side.
 */
import { baseName } from './default-rule.js';

/** Formats Google Merchant Center or Amazon accept (by extension). */
export const ACCEPTED_EXTENSIONS: ReadonlySet<string> = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'tif', 'tiff']);

/**
 * Image and document formats neither accepts; only these are flagged, so an extension that is
 * part of a SKU (`A.1`) or unknown is never judged.
 */
export const REJECTED_EXTENSIONS: ReadonlySet<string> = new Set([
  'svg', 'svgz', 'psd', 'psb', 'ai', 'eps', 'pdf', 'heic', 'heif', 'avif', 'jxl', 'jp2', 'ico',
  'dng', 'cr2', 'cr3', 'nef', 'arw', 'orf', 'rw2', 'raf',
]);

export const MIN_SIDE = 100;
export const MIN_SIDE_APPAREL = 250;
export const MAX_PIXELS = 64_000_000;
export const MAX_LONGEST_SIDE = 10_000;
export const ZOOM_LONGEST_SIDE = 1_000;
export const MAX_URL_LENGTH = 2_000;

/** The base name's extension, lowercased, or null when it has none. */
export function extensionOf(path: string): string | null {
  const base = baseName(path);
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : null;
}

const isSide = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The declared pixel size, when both `width` and `height` are positive numbers. */
export function declaredSize(item: Readonly<Record<string, unknown>>): { width: number; height: number } | null {
  const { width, height } = item;
  return isSide(width) && isSide(height) ? { width, height } : null;
}

/** ASCII characters RFC 3986 allows nowhere in a URI (they must be percent-encoded). */
const NOT_IN_URI = ' "<>\\^`{|}';

/**
 * Why a URL is not one Merchant Center fetches: not http(s), a character outside ASCII (or a
 * control), an ASCII character RFC 3986 does not allow (space, `"`, `<`, `>`, `\`, `^`, `` ` ``,
 * `{`, `|`, `}`), or more than 2,000 characters.
 */
export function urlProblems(url: string): string[] {
  const problems: string[] = [];
  const lower = url.slice(0, 8).toLowerCase();
  if (!lower.startsWith('http://') && !lower.startsWith('https://')) problems.push('not-http');
  let outside = false;
  let unsafe = false;
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code < 0x20 || code >= 0x7f) outside = true;
    else if (NOT_IN_URI.includes(url[i] as string)) unsafe = true;
  }
  if (outside) problems.push('not-ascii');
  if (unsafe) problems.push('not-rfc3986');
  if (url.length > MAX_URL_LENGTH) problems.push('too-long');
  return problems;
}

/** Words a placeholder image is named by (Merchant Center: no placeholder or generic image), separators removed. */
const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set([
  'placeholder', 'noimage', 'nophoto', 'nopicture', 'imagenotavailable', 'imageunavailable', 'comingsoon', 'imagecomingsoon',
]);

/**
 * The placeholder word the base name (extension removed) is made of: one to four whole words
 * between `-`, `_`, `.` or spaces, trailing digits ignored (`no-image.png`, `placeholder_2.jpg`,
 * `TEE_image-coming-soon.jpg`); a word inside another (`panoimage`) is not one.
 */
export function placeholderWord(path: string): string | null {
  const base = baseName(path);
  const dot = base.lastIndexOf('.');
  const words = (dot > 0 ? base.slice(0, dot) : base).toLowerCase().split(/[-_ .]+/);
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < Math.min(words.length, i + 4); j++) {
      if (joined.length > 40) break; // longer than any placeholder word
      joined += words[j];
      let end = joined.length;
      while (end > 0 && (joined.charCodeAt(end - 1) ^ 0x30) < 10) end--; // trailing digits
      const bare = joined.slice(0, end);
      if (PLACEHOLDER_WORDS.has(bare)) return bare;
    }
  }
  return null;
}
