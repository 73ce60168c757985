import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes } from './codes.js';
import { baseName, candidates, collisionKey, leadingToken, stripExtension } from './rules/default-rule.js';
import { compilePattern, PATTERN_WORK_LIMIT, type ExtractResult } from './rules/pattern.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type SkuImages = { sku: string; expected: number; found: number; files: string[] };

export type Report = {
  rule: 'default' | 'sku_pattern';
  /** False when sku_pattern was rejected and no file was matched. */
  matched: boolean;
  skus: number;
  files: number;
  matchedFiles: number;
  unmatchedFiles: number;
  unknownFiles: number;
  skusWithoutImage: number;
  skusShort: number;
  images: SkuImages[];
  unknownSkus: string[];
};

interface RosterEntry {
  sku: string;
  index: number;
  expected: number;
  explicit: boolean;
  files: string[];
}

type Resolution =
  | { kind: 'matched'; entry: RosterEntry; spelled: string }
  | { kind: 'unknown'; sku: string }
  | { kind: 'unmatched'; reason: string };

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
const LIST_CAP = 20;

/** Groups items by a key, keeping first-appearance order of keys and input order within a group. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

class Roster {
  readonly exact = new Map<string, RosterEntry>();
  /** Folded SKU -> entry, or null when two roster SKUs fold to it (ambiguous). */
  readonly folded = new Map<string, RosterEntry | null>();
  readonly lengths = new Set<number>();

  constructor(input: Input['roster'], findings: FindingCollector<typeof codes>) {
    const listed: { sku: string; index: number }[] = [];
    input.forEach((item, index) => {
      const sku = item.sku;
      if (sku.trim() === '') {
        findings.add('ROSTER_SKU_BLANK', { subject: sku, pointer: jsonPointer('roster', index, 'sku'), details: { sku } });
        return;
      }
      listed.push({ sku, index });
      if (this.exact.has(sku)) return; // the first entry of a SKU is the one used
      const expected = typeof item.expected_count === 'number' ? item.expected_count : 1;
      this.exact.set(sku, { sku, index, expected, explicit: typeof item.expected_count === 'number', files: [] });
      this.lengths.add(sku.length);
    });

    // Every entry of a repeated SKU, the first included.
    for (const [sku, entries] of groupBy(listed, (entry) => entry.sku)) {
      if (entries.length < 2) continue;
      const firstPointer = jsonPointer('roster', entries[0]?.index ?? 0, 'sku');
      findings.addGroup(
        'ROSTER_SKU_DUPLICATE',
        sku,
        entries.map(({ index }) => ({ subject: sku, pointer: jsonPointer('roster', index, 'sku'), details: { sku, count: entries.length, firstPointer } })),
      );
    }

    // Every distinct spelling of a SKU that differs from another only by case (at its first entry).
    for (const [fold, spellings] of groupBy([...this.exact.values()], (entry) => entry.sku.toLowerCase())) {
      this.folded.set(fold, spellings.length === 1 ? (spellings[0] ?? null) : null);
      if (spellings.length < 2) continue;
      const head = spellings.slice(0, LIST_CAP + 1).map((other) => other.sku);
      findings.addGroup(
        'ROSTER_SKU_CASE_CONFLICT',
        fold,
        spellings.map(({ sku, index }) => ({
          subject: sku,
          pointer: jsonPointer('roster', index, 'sku'),
          // Spellings are distinct: the first LIST_CAP others are among the first LIST_CAP + 1.
          details: { sku, others: head.filter((other) => other !== sku).slice(0, LIST_CAP), count: spellings.length },
        })),
      );
    }
  }

  /** Exact match first, then an unambiguous case-insensitive one. */
  lookup(sku: string): { entry: RosterEntry; spelled: string } | null {
    const exact = this.exact.get(sku);
    if (exact) return { entry: exact, spelled: sku };
    const folded = this.folded.get(sku.toLowerCase());
    return folded ? { entry: folded, spelled: sku } : null;
  }
}

function resolveDefault(path: string, roster: Roster): Resolution {
  const base = baseName(path);
  const options = candidates(base, roster.lengths);
  for (const candidate of options) {
    const entry = roster.exact.get(candidate);
    if (entry) return { kind: 'matched', entry, spelled: candidate };
  }
  for (const candidate of options) {
    const found = roster.lookup(candidate);
    if (found) return { kind: 'matched', ...found };
  }
  const token = leadingToken(base);
  return token === '' ? { kind: 'unmatched', reason: 'no-sku-in-name' } : { kind: 'unknown', sku: token };
}

function resolvePattern(extracted: ExtractResult, roster: Roster): Resolution {
  if ('miss' in extracted) return { kind: 'unmatched', reason: extracted.miss };
  const found = roster.lookup(extracted.sku);
  return found ? { kind: 'matched', ...found } : { kind: 'unknown', sku: extracted.sku };
}

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** How a path meets another of its collision set: the same text, the same text up to case, the same stem, or neither. */
function collisionKind(path: string, raw: Map<string, number>, lower: Map<string, number>, stems: Map<string, number>): string {
  if ((raw.get(path) ?? 0) > 1) return 'duplicate';
  if ((lower.get(path.toLowerCase()) ?? 0) > 1) return 'case';
  if ((stems.get(stripExtension(path)) ?? 0) > 1) return 'extension';
  return 'case-and-extension';
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'image-to-sku-match-checker',
  title: 'Image-to-SKU Match Checker',
  category: 'Commerce',
  summary: 'Matches image paths to a SKU roster and flags missing, extra, unknown and colliding assets.',
  limitations: [
    'Matches file paths only; does not open or inspect images.',
    'The SKU is read from the path by the documented default rule or by the caller’s sku_pattern (RE2 syntax, no backreferences or lookaround).',
    'A sku_pattern is used only while its compiled size (RE2 instructions) times the characters of all file paths is at most 4,000,000 (e.g. a 40-instruction pattern over 1000 paths of 100 characters); past that it is reported as SKU_PATTERN_INVALID and no file is matched.',
    'Collisions are judged on letter case and extension only; Unicode normalization is not applied.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const roster = new Roster(input.roster, findings);

    // Collisions need no SKU rule, so they are reported even when sku_pattern is unusable.
    const files = input.files.map((file, index) => ({ path: file.path, index }));
    const duplicatePath = new Set<number>();
    for (const [key, members] of groupBy(files, (file) => collisionKey(file.path))) {
      if (members.length < 2) continue;
      const raw = countBy(members, (member) => member.path);
      const lower = countBy(members, (member) => member.path.toLowerCase());
      const stems = countBy(members, (member) => stripExtension(member.path));
      const seen = new Set<string>();
      for (const { path, index } of members) {
        if (seen.has(path)) duplicatePath.add(index); // a path listed again counts once
        seen.add(path);
      }
      const paths = members.slice(0, LIST_CAP).map((member) => member.path);
      findings.addGroup(
        'FILE_NAME_COLLISION',
        key,
        members.map(({ path, index }) => ({
          subject: path,
          pointer: jsonPointer('files', index, 'path'),
          details: { path, kind: collisionKind(path, raw, lower, stems), count: members.length, paths },
        })),
      );
    }

    let extract: ((path: string) => ExtractResult) | null = null;
    let usable = true;
    if (input.sku_pattern !== undefined) {
      const compiled = compilePattern(input.sku_pattern);
      // The work a pattern may cost is bounded (PATTERN_WORK_LIMIT): size × every path's characters.
      const characters = input.files.reduce((sum, file) => sum + file.path.length, 0);
      const reason = !compiled.ok
        ? compiled.reason
        : compiled.size * characters > PATTERN_WORK_LIMIT
          ? `it compiles to ${compiled.size} RE2 instructions, and ${compiled.size} × ${characters} path characters is more matching work than the ${PATTERN_WORK_LIMIT} one request may ask`
          : null;
      if (reason === null) extract = compiled.ok ? compiled.extract : null;
      else {
        usable = false;
        findings.add('SKU_PATTERN_INVALID', { subject: null, pointer: jsonPointer('sku_pattern'), details: { pattern: input.sku_pattern, reason } });
      }
    }

    let matchedFiles = 0;
    let unmatchedFiles = 0;
    let unknownFiles = 0;
    const unknownSkus = new Set<string>();
    if (usable) {
      input.files.forEach((file, index) => {
        const path = file.path;
        const pointer = jsonPointer('files', index, 'path');
        const resolution: Resolution =
          path.trim() === ''
            ? { kind: 'unmatched', reason: 'blank-path' }
            : extract
              ? resolvePattern(extract(path), roster)
              : resolveDefault(path, roster);
        if (resolution.kind === 'matched') {
          matchedFiles++;
          if (!duplicatePath.has(index)) resolution.entry.files.push(path);
          if (resolution.spelled !== resolution.entry.sku) {
            findings.add('FILE_SKU_CASE_MISMATCH', {
              subject: path,
              pointer,
              details: { path, sku: resolution.spelled, rosterSku: resolution.entry.sku },
            });
          }
        } else if (resolution.kind === 'unknown') {
          unknownFiles++;
          unknownSkus.add(resolution.sku);
          findings.add('FILE_SKU_UNKNOWN', { subject: path, pointer, details: { path, sku: resolution.sku } });
        } else {
          unmatchedFiles++;
          findings.add('FILE_UNMATCHED', { subject: path, pointer, details: { path, reason: resolution.reason } });
        }
      });
    }

    const images: SkuImages[] = [];
    let skusWithoutImage = 0;
    let skusShort = 0;
    for (const entry of roster.exact.values()) {
      const found = entry.files.length;
      images.push({ sku: entry.sku, expected: entry.expected, found, files: entry.files });
      if (!usable) continue;
      const pointer = jsonPointer('roster', entry.index);
      const details = { sku: entry.sku, expected: entry.expected, found };
      // A fractional count means the next whole number; a negative one means none.
      const needed = Math.max(0, Math.ceil(entry.expected));
      if (found < needed) {
        if (found === 0) skusWithoutImage++;
        else skusShort++;
        findings.add(found === 0 ? 'SKU_WITHOUT_IMAGE' : 'SKU_IMAGE_COUNT_SHORT', { subject: entry.sku, pointer, details });
      } else if (entry.explicit && found > needed) {
        findings.add('SKU_IMAGE_COUNT_OVER', { subject: entry.sku, pointer, details });
      }
    }

    const report: Report = {
      rule: input.sku_pattern === undefined ? 'default' : 'sku_pattern',
      matched: usable,
      skus: roster.exact.size,
      files: input.files.length,
      matchedFiles,
      unmatchedFiles,
      unknownFiles,
      skusWithoutImage,
      skusShort,
      images,
      unknownSkus: [...unknownSkus],
    };
    return {
      report,
      counters: {
        skus: report.skus,
        files: report.files,
        matched: matchedFiles,
        unmatched: unmatchedFiles,
        unknown: unknownFiles,
        skusWithoutImage,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
