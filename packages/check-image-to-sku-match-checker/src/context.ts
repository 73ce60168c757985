/**
 * What every rule reads, prepared once: the roster indexed (blank, repeated and case-conflicting
 * SKUs), the collision sets of file paths, whether sku_pattern is usable, and every file resolved
 * to a roster SKU, an unknown SKU or none, with each roster SKU's matched paths. Rules only read this.
 */
import { duplicateSets, jsonPointer } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { collisionKey } from './lib/default-rule.js';
import { declaredSize, extensionOf } from './lib/media.js';
import { compilePattern, PATTERN_WORK_LIMIT, type ExtractResult } from './lib/pattern.js';
import { resolveDefault, resolvePattern, type Resolution } from './lib/resolve.js';
import type { Roster, RosterEntry } from './lib/roster.js';

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
export const LIST_CAP = 20;

export interface ListedSku {
  sku: string;
  index: number;
}

export interface FileRef {
  path: string;
  index: number;
}

export interface FileEntry extends FileRef {
  /** The file's `path` pointer, where its findings are. */
  pointer: string;
  /** Null when sku_pattern is unusable: no file is matched then. */
  resolution: Resolution | null;
  /** The base name's extension, lowercased (null when none). */
  extension: string | null;
  /** The pixel size the caller declares in the open keys `width` and `height` (both positive numbers), or null. */
  size: { width: number; height: number } | null;
  /** The open key `url` when it is a string, or null. */
  url: string | null;
  /** True when the file is matched to a roster entry whose open key `apparel` is true. */
  apparel: boolean;
}

export interface Context {
  roster: Roster;
  /** Roster entries whose SKU is empty or only whitespace. */
  blankSkus: ListedSku[];
  /** Every entry of each SKU listed more than once, the first included. */
  duplicateSkus: ListedSku[][];
  /** Distinct roster SKUs (first entries) that differ only by case, grouped by folded spelling. */
  caseConflicts: { fold: string; spellings: RosterEntry[] }[];
  /** Paths that are the same once case and extension are ignored, grouped by that key. */
  collisions: { key: string; members: FileRef[] }[];
  /** True when the request names a sku_pattern (usable or not). */
  usesPattern: boolean;
  /** The sku_pattern and why it cannot be used, or null (also when there is none). */
  patternInvalid: { pattern: string; reason: string } | null;
  /** False when sku_pattern was rejected and no file was matched. */
  usable: boolean;
  files: FileEntry[];
}

function readRoster(items: Input['roster']): { roster: Roster; blankSkus: ListedSku[]; listed: ListedSku[] } {
  const roster: Roster = { exact: new Map(), folded: new Map(), lengths: new Set() };
  const blankSkus: ListedSku[] = [];
  const listed: ListedSku[] = [];
  items.forEach(({ sku, expected_count, apparel }, index) => {
    if (sku.trim() === '') {
      blankSkus.push({ sku, index });
      return;
    }
    listed.push({ sku, index });
    if (roster.exact.has(sku)) return; // the first entry of a SKU is the one used
    const explicit = typeof expected_count === 'number';
    roster.exact.set(sku, { sku, index, expected: explicit ? expected_count : 1, explicit, apparel: apparel === true, files: [] });
    roster.lengths.add(sku.length);
  });
  return { roster, blankSkus, listed };
}

/** Why the pattern cannot be used (a syntax error, or more work than PATTERN_WORK_LIMIT), or the extractor. */
function readPattern(source: string, files: Input['files']): { invalid: string } | { extract: (path: string) => ExtractResult } {
  const compiled = compilePattern(source);
  if (!compiled.ok) return { invalid: compiled.reason };
  // The work a pattern may cost is bounded: size × every path's characters.
  const characters = files.reduce((sum, file) => sum + file.path.length, 0);
  if (compiled.size * characters > PATTERN_WORK_LIMIT) {
    return {
      invalid: `it compiles to ${compiled.size} RE2 instructions, and ${compiled.size} × ${characters} path characters is more matching work than the ${PATTERN_WORK_LIMIT} one request may ask`,
    };
  }
  return { extract: compiled.extract };
}

export function prepare(input: Input): Context {
  const { roster, blankSkus, listed } = readRoster(input.roster);
  const duplicateSkus = duplicateSets(listed, ({ sku }) => sku);
  const caseConflicts: Context['caseConflicts'] = [];
  for (const spellings of duplicateSets([...roster.exact.values()], ({ sku }) => sku.toLowerCase())) {
    caseConflicts.push({ fold: (spellings[0] as RosterEntry).sku.toLowerCase(), spellings });
  }
  for (const entry of roster.exact.values()) {
    const fold = entry.sku.toLowerCase();
    roster.folded.set(fold, roster.folded.has(fold) ? null : entry);
  }

  // Collisions need no SKU rule, so they are found even when sku_pattern is unusable.
  const refs = input.files.map(({ path }, index): FileRef => ({ path, index }));
  const collisions = duplicateSets(refs, ({ path }) => collisionKey(path)).map((members) => ({
    key: collisionKey((members[0] as FileRef).path),
    members,
  }));
  const duplicatePath = new Set<number>();
  for (const { members } of collisions) {
    const seen = new Set<string>();
    for (const { path, index } of members) {
      if (seen.has(path)) duplicatePath.add(index); // a path listed again counts once
      seen.add(path);
    }
  }

  const pattern = input.sku_pattern === undefined ? null : readPattern(input.sku_pattern, input.files);
  const patternInvalid = pattern && 'invalid' in pattern ? { pattern: input.sku_pattern as string, reason: pattern.invalid } : null;
  const extract = pattern && 'extract' in pattern ? pattern.extract : null;
  const usable = patternInvalid === null;

  const files = refs.map(({ path, index }): FileEntry => {
    const pointer = jsonPointer('files', index, 'path');
    const item = input.files[index] as Readonly<Record<string, unknown>>;
    const media = { extension: extensionOf(path), size: declaredSize(item), url: typeof item.url === 'string' ? item.url : null };
    if (!usable) return { path, index, pointer, resolution: null, ...media, apparel: false };
    const resolution: Resolution =
      path.trim() === '' ? { kind: 'unmatched', reason: 'blank-path' } : extract ? resolvePattern(extract(path), roster) : resolveDefault(path, roster);
    if (resolution.kind === 'matched' && !duplicatePath.has(index)) resolution.entry.files.push(path);
    return { path, index, pointer, resolution, ...media, apparel: resolution.kind === 'matched' && resolution.entry.apparel };
  });

  return { usesPattern: input.sku_pattern !== undefined, roster, blankSkus, duplicateSkus, caseConflicts, collisions, patternInvalid, usable, files };
}
