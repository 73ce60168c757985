// Oracle: the Agent Skills reference validator, skills-ref (npm port 0.1.5 of agentskills/agentskills
// skills-ref), `validateMetadata(frontmatter)`. The same generated frontmatter objects go to both;
// every problem skills-ref reports maps to one of our `problems`, and the two sets must be equal.
// Inputs stay where the npm port and the Python reference agree: string fields, characters of the
// Basic Multilingual Plane, and letters the port recognises (it knows Latin, Cyrillic and CJK only,
// where Python's str.isalnum(), which we follow, takes every Unicode letter and number).
import { validateMetadata } from 'skills-ref';
import { run, type Input } from '../src/index.js';

// skills-ref's message → our problem id.
const PROBLEMS: Array<[RegExp, string]> = [
  [/^Missing required field in frontmatter: name$/, 'name-missing'],
  [/^Field 'name' must be a non-empty string$/, 'name-empty'],
  [/^Skill name '.*' exceeds 64 character limit/s, 'name-too-long'],
  [/^Skill name '.*' must be lowercase$/s, 'name-not-lowercase'],
  [/^Skill name cannot start or end with a hyphen$/, 'name-hyphen-at-end'],
  [/^Skill name cannot contain consecutive hyphens$/, 'name-consecutive-hyphens'],
  [/^Skill name '.*' contains invalid characters/s, 'name-invalid-characters'],
  [/^Missing required field in frontmatter: description$/, 'description-missing'],
  [/^Field 'description' must be a non-empty string$/, 'description-empty'],
  [/^Description exceeds 1024 character limit/, 'description-too-long'],
  [/^Field 'compatibility' must be a string$/, 'compatibility-not-string'],
  [/^Compatibility exceeds 500 character limit/, 'compatibility-too-long'],
];

function oracleProblems(metadata: Record<string, unknown>): string[] {
  return validateMetadata(metadata)
    .map((message: string) => {
      const hit = PROBLEMS.find(([pattern]) => pattern.test(message));
      if (!hit) throw new Error(`skills-ref said something the oracle does not map: ${message}`);
      return hit[1];
    })
    .sort();
}

// A seeded generator (mulberry32): the same inputs on every run.
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return { next, int, pick };
}

// Lower-case letters and digits dominate, so many names are valid; the rest each break a rule or
// change under NFKC (ﬁ → fi, Ａ → A, ① → 1, Ⅻ → XII, no-break space → space).
const NAME_CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyz0123456789'.split(''),
  ...'abcdefghijklmnopqrstuvwxyz'.split(''),
  '-', '-', '-', 'A', 'Z', '_', '.', ' ', 'é', 'É', 'ß', 'я', 'Я', '中', '\uFB01', '\uFF21', '\u2460', '\u216B', '\u00A0', '/', 'İ',
];
const TEXT_CHARACTERS = [...'abcdefghij klmnop.,'.split(''), 'é', '中', '\n', '\t'];

function makeName(g: ReturnType<typeof generator>): string {
  const length = g.pick([0, 1, 2, 5, 12, 30, 62, 63, 64, 65, 66, 80]);
  let name = '';
  for (let i = 0; i < length; i++) name += g.pick(NAME_CHARACTERS);
  if (g.next() < 0.1) name = ` ${name} `;
  return name;
}

function makeText(g: ReturnType<typeof generator>, lengths: readonly number[]): string {
  const length = g.pick(lengths);
  if (length === -1) return '   ';
  let text = '';
  for (let i = 0; i < length; i++) text += g.pick(TEXT_CHARACTERS);
  return text;
}

function makeMetadata(g: ReturnType<typeof generator>): Record<string, unknown> {
  const metadata: Record<string, unknown> = {};
  if (g.next() < 0.93) metadata.name = makeName(g);
  if (g.next() < 0.93) metadata.description = makeText(g, [0, -1, 1, 40, 500, 1023, 1024, 1025, 1100]);
  if (g.next() < 0.4) metadata.compatibility = makeText(g, [0, 10, 499, 500, 501, 600]);
  if (g.next() < 0.2) metadata.license = 'Apache-2.0';
  if (g.next() < 0.2) metadata.metadata = { author: 'example-org', version: '1.0' };
  if (g.next() < 0.2) metadata['allowed-tools'] = 'Bash(git:*) Read';
  return metadata;
}

function ourProblems(entries: Array<Record<string, unknown>>): string[][] {
  const input: Input = { cases: [{ id: 'oracle', expected_skills: [], observed_skills: [], available_skills: entries }] };
  const byEntry: string[][] = entries.map(() => []);
  for (const finding of run(input).findings) {
    if (finding.code !== 'SKILL_METADATA_INVALID') continue;
    const index = Number(finding.pointer.split('/').at(-1));
    byEntry[index] = [...((finding.details as { problems: string[] }).problems)].sort();
  }
  return byEntry;
}

describe('SKILL_METADATA_INVALID agrees with skills-ref validateMetadata()', () => {
  test('3000 generated frontmatter objects: the same problems, entry by entry', () => {
    const g = generator(0x5eed);
    const entries = Array.from({ length: 3000 }, () => makeMetadata(g));
    const ours = ourProblems(entries);
    const disagreements = entries
      .map((metadata, index) => ({ metadata, ours: ours[index], oracle: oracleProblems(metadata) }))
      .filter((row) => JSON.stringify(row.ours) !== JSON.stringify(row.oracle));
    expect(disagreements).toEqual([]);
    // The generator reaches every rule both sides implement, and valid skills too.
    const seen = new Set(entries.flatMap((metadata) => oracleProblems(metadata)));
    expect([...seen].sort()).toEqual(PROBLEMS.map(([, id]) => id).filter((id) => id !== 'compatibility-not-string').sort());
    expect(ours.filter((problems) => problems.length === 0).length).toBeGreaterThan(150);
  });

  test('a bare name entry gets the name problems skills-ref gives the same name', () => {
    const g = generator(42);
    const names = Array.from({ length: 1000 }, () => makeName(g));
    const input: Input = { cases: [{ id: 'names', expected_skills: [], observed_skills: [], available_skills: names }] };
    const ours: string[][] = names.map(() => []);
    for (const finding of run(input).findings) {
      if (finding.code === 'SKILL_METADATA_INVALID') ours[Number(finding.pointer.split('/').at(-1))] = [...(finding.details as { problems: string[] }).problems].sort();
    }
    const disagreements = names.filter((name, index) => JSON.stringify(ours[index]) !== JSON.stringify(oracleProblems({ name, description: 'Does one thing.' })));
    expect(disagreements).toEqual([]);
  });

  test('a non-string compatibility is a problem for both', () => {
    const metadata = { name: 'pdf-extract', description: 'Extracts tables from PDF files.', compatibility: 3 };
    expect(ourProblems([metadata])[0]).toEqual(oracleProblems(metadata));
    expect(oracleProblems(metadata)).toEqual(['compatibility-not-string']);
  });
});
