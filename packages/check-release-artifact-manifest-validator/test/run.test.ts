import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digest } from '@evidence-check/core-receipt';
import { EMPTY_SHA256, run, sampleInput, type Input } from '../src/index.js';
import { PrefixSet, underPrefix } from '../src/lib/paths.js';

type File = Input['files'][number];
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const entry = (path: string, content: string, extra: Partial<File> = {}): File => ({
  path,
  sha256: sha(content),
  size_bytes: Buffer.byteLength(content),
  ...extra,
});

// Input → findings examples live in cases.ts (one file per rule under cases/); this file keeps the
// oracles (node:crypto, the file system), the receipt and the schema-limit run.
describe('release-artifact-manifest-validator', () => {
  test('the empty-input hash constant is the SHA-256 of zero bytes', () => {
    expect(EMPTY_SHA256).toBe(sha(''));
  });

  test('oracle: a manifest built from real files on disk (real hashes, sizes and modes) has no hash or size errors', () => {
    // The repo's own tools and this package's sources: hashed by node:crypto, sized and moded by the file system.
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const files: File[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, name.name);
        if (name.isDirectory()) walk(full);
        else if (name.isFile()) {
          const content = readFileSync(full);
          files.push({
            path: relative(root, full).split('\\').join('/'),
            sha256: createHash('sha256').update(content).digest('hex'),
            size_bytes: content.length,
            executable: (statSync(full).mode & 0o111) !== 0,
          });
        }
      }
    };
    walk(join(root, 'tools'));
    walk(join(root, 'packages', 'check-release-artifact-manifest-validator', 'src'));
    files.push({ path: 'empty-marker', sha256: createHash('sha256').update(Buffer.alloc(0)).digest('hex'), size_bytes: 0 });
    const result = run({ files, policy: { required_paths: files.map((f) => f.path).slice(0, 1000) } });
    const codes = new Set(result.findings.map((f) => f.code));
    for (const code of ['INVALID_SHA256', 'EMPTY_HASH_SIZE_MISMATCH', 'REQUIRED_PATH_MISSING', 'DUPLICATE_PATH']) {
      expect(codes.has(code as never)).toBe(false);
    }
    expect(result.report.totals.bytes).toBe(files.reduce((sum, f) => sum + f.size_bytes, 0));
  });

  test('the receipt digests the request; summary counters mirror the report', () => {
    const result = run(sampleInput);
    expect(result.receipt.inputDigest).toBe(digest(sampleInput));
    expect(result.summary).toMatchObject({
      files: result.report.totals.files,
      missingRequired: result.report.requiredPaths.missing.length,
      duplicatePaths: result.report.duplicatePaths,
      sensitiveFiles: result.report.sensitiveFiles.length,
    });
  });

  test('largest allowed input completes', () => {
    const files = Array.from({ length: 5000 }, (_, i) => entry(`dist/f${i % 4000}.txt`, String(i % 4500), { role: `r${i % 7}` }));
    const input: Input = {
      files,
      policy: {
        required_paths: Array.from({ length: 1000 }, (_, i) => `dist/f${i * 5}.txt`),
        allowed_prefixes: Array.from({ length: 1000 }, (_, i) => `p${i}`),
        max_total_bytes: 1,
      },
    };
    const result = run(input);
    // f0…f999 are listed twice: every entry of each of the 1000 sets is flagged.
    expect(result.summary.duplicatePaths).toBe(2000);
    expect(result.findings.filter((f) => f.code === 'DUPLICATE_PATH')).toHaveLength(2000);
    expect(result.report.totals.files).toBe(5000);
    expect(result.report.totals.byRole).toHaveLength(7);
    expect(JSON.stringify(run(input))).toBe(JSON.stringify(result));
  });

  test('one path listed 5000 times: one group, every entry flagged, lists inside details capped', () => {
    const files = Array.from({ length: 5000 }, (_, i) => entry(i % 2 ? 'A/B.txt' : './a/b.txt', String(i)));
    const duplicates = run({ files, policy: {} }).findings.filter((f) => f.code === 'DUPLICATE_PATH');
    expect(duplicates.map((f) => f.pointer)).toEqual(files.map((_, i) => `/files/${i}/path`));
    expect(duplicates.every((f) => f.details.group === 'a/b.txt' && f.details.count === 5000 && (f.details.paths as string[]).length === 20)).toBe(true);
  });
});

describe('PrefixSet', () => {
  test('agrees with underPrefix against each prefix, for every path and prefix set of a small alphabet', () => {
    const segments = ['a', 'b', 'ab', '..'];
    const paths: string[] = [];
    const grow = (path: string[], depth: number) => {
      if (path.length > 0) paths.push(path.join('/'));
      if (depth === 0) return;
      for (const segment of segments) grow([...path, segment], depth - 1);
    };
    grow([], 3);
    // Sets of up to 8 prefixes are compared one by one, larger ones go through the tree: both are covered.
    const many = ['b/a', 'ab/ab', 'a/a/a', 'b/b', 'ab/..', 'x', 'y', 'z', 'w', '../a'];
    const prefixSets = [[], [''], ['a'], ['a/b', 'ab'], ['a/ab/..', 'b'], ['b/a', 'b/a/a', '..'], ['a', 'a/b'], many, [...many, ''], [...many, 'a/ab']];
    for (const prefixes of prefixSets) {
      const set = new PrefixSet(prefixes);
      for (const path of paths) {
        expect({ prefixes, path, covered: set.covers(path) }).toEqual({ prefixes, path, covered: prefixes.some((prefix) => underPrefix(path, prefix)) });
      }
    }
  });
});
