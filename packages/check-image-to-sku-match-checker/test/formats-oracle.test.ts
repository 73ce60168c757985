// Outside truth for the format tables: mime-db (the media type database behind mime-types and
// Express) says which format each extension names. Merchant Center lists JPEG, WebP, PNG, GIF, BMP
// and TIFF (https://support.google.com/merchants/answer/6324350); Amazon JPEG, TIFF, PNG and GIF
// (https://sellercentral.amazon.com/gp/help/external/G9FUUH87RBNXGKB7). Every extension mime-db
// knows goes through run(): a file flagged FILE_FORMAT_UNSUPPORTED must be of a type neither
// channel lists, and a file of a listed type must never be flagged.
import db from 'mime-db';
import { run } from '../src/index.js';
import { ACCEPTED_EXTENSIONS, REJECTED_EXTENSIONS } from '../src/lib/media.js';

const CHANNEL_TYPES = new Set(['image/jpeg', 'image/webp', 'image/png', 'image/gif', 'image/bmp', 'image/x-ms-bmp', 'image/tiff']);

const typesByExtension = new Map<string, string[]>();
for (const [type, entry] of Object.entries(db)) {
  for (const extension of entry.extensions ?? []) typesByExtension.set(extension, [...(typesByExtension.get(extension) ?? []), type]);
}
const accepted = (extension: string): boolean => (typesByExtension.get(extension) ?? []).some((type) => CHANNEL_TYPES.has(type));

test('every extension mime-db knows: flagged only when its media type is one no channel lists, 0 disagreements', () => {
  const extensions = [...typesByExtension.keys()].sort();
  const disagreements: unknown[] = [];
  // One request per 500 extensions (files are at most 1000).
  for (let start = 0; start < extensions.length; start += 500) {
    const chunk = extensions.slice(start, start + 500);
    const result = run({ roster: [{ sku: 'SKU' }], files: chunk.map((extension) => ({ path: `SKU_${start}.${extension}` })) });
    const flagged = new Set(result.findings.filter((f) => f.code === 'FILE_FORMAT_UNSUPPORTED').map((f) => f.pointer));
    chunk.forEach((extension, i) => {
      const ours = flagged.has(`/files/${i}/path`);
      if (ours && accepted(extension)) disagreements.push({ extension, types: typesByExtension.get(extension), ours: 'unsupported' });
      if (!ours && REJECTED_EXTENSIONS.has(extension)) disagreements.push({ extension, ours: 'not flagged' });
    });
  }
  expect(disagreements).toEqual([]);
  expect(extensions.length).toBeGreaterThan(1000);
});

test('the tables agree with mime-db: accepted extensions name a channel type, rejected ones (that mime-db knows) never do', () => {
  expect([...ACCEPTED_EXTENSIONS].filter((extension) => !accepted(extension))).toEqual([]);
  const known = [...REJECTED_EXTENSIONS].filter((extension) => typesByExtension.has(extension));
  expect(known.filter(accepted)).toEqual([]);
  // Camera RAW extensions (cr2, nef, arw…) are not in mime-db; the others are.
  expect(known.length).toBe(14);
});
