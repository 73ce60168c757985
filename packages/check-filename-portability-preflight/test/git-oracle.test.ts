/**
 * Outside truth: the installed git decides, for a generated corpus of paths, which ones it writes
 * into an index (`git update-index -z --index-info` with core.protectNTFS and core.protectHFS on;
 * it prints "Ignoring path" for every path verify_path() rejects, and `git ls-files -z` lists the
 * rest). Git rejects a path for a ".git" alias (our GIT_RESERVED_NAME), an empty, "." or ".."
 * component (EMPTY_OR_DOT_COMPONENT) or a leading slash (ABSOLUTE_PATH); on these rules the two
 * must agree on every path. Not in the corpus, because git on Linux reads them differently from a
 * portable archive: a trailing "/" (our directory marker), drive letters and leading backslashes
 * (git's has_dos_drive_prefix and "\\" separator are Windows-only), and NUL (cannot be passed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../src/index.js';

const GIT_RULES = new Set(['GIT_RESERVED_NAME', 'EMPTY_OR_DOT_COMPONENT', 'ABSOLUTE_PATH']);
const IGNORABLE = ['\u200c', '\u200d', '\u200e', '\u200f', '\u202a', '\u202e', '\u206a', '\u206f', '\ufeff'];
const NOT_IGNORABLE = ['\u200b', '\u2060', '\u00ad', '\u034f'];

function caseVariants(text: string): string[] {
  return [...new Set([text, text.toUpperCase(), text.replace(/[a-z]/g, (c, i: number) => (i % 2 ? c.toUpperCase() : c))])];
}

function corpus(): string[] {
  const names = new Set<string>();
  const bases = ['.git', 'git~1', 'git~2', 'git~10', '.gitx', 'git', '.gi', '..git', '.git.x', 'x.git', '.gitmodules', 'gitmo~1', '.github', 'git~1x'];
  const suffixes = ['', '.', ' ', '. ', ' .', '..', ':', '::$INDEX_ALLOCATION', ':x', 'x', '.txt', '\\', '\\x', ' :a', '~'];
  for (const base of bases) for (const variant of caseVariants(base)) for (const suffix of suffixes) names.add(variant + suffix);
  // HFS+ ignorable code points at every position of ".git", and look-alikes git does not ignore.
  for (const mark of [...IGNORABLE, ...NOT_IGNORABLE])
    for (const variant of caseVariants('.git'))
      for (let at = 0; at <= variant.length; at++) names.add(variant.slice(0, at) + mark + variant.slice(at));
  for (const plain of ['.', '..', '...', 'src', 'README.md', '.gitignore', 'g', '.g', 'git~', '~1']) names.add(plain);
  const paths = new Set<string>();
  for (const name of names) {
    paths.add(name);
    // Distinct parents: a file and a directory of one name would replace each other in the index.
    paths.add(`d/${name}/file`);
    paths.add(`f/${name}`);
    paths.add(`a/b/${name}/c`);
  }
  for (const odd of ['o//b', '/abs', '//server/share', 'o/./b', 'o/../b', './o', 'x/..']) paths.add(odd);
  return [...paths].filter((path) => !path.endsWith('/') && !path.startsWith('\\'));
}

/** The paths git refuses, as a set. */
function gitRejects(paths: string[]): Set<string> {
  const repo = mkdtempSync(join(tmpdir(), 'fpp-git-'));
  try {
    const git = (args: string[], input?: string) => {
      const result = spawnSync('git', ['-c', 'core.protectNTFS=true', '-c', 'core.protectHFS=true', ...args], { cwd: repo, input, encoding: 'utf8', maxBuffer: 1 << 26 });
      if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
      return result.stdout;
    };
    git(['init', '-q']);
    const blob = git(['hash-object', '-w', '--stdin'], '').trim();
    git(['update-index', '-z', '--index-info'], paths.map((path) => `100644 ${blob}\t${path}\0`).join(''));
    const accepted = new Set(git(['ls-files', '-z']).split('\0'));
    return new Set(paths.filter((path) => !accepted.has(path)));
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

const hasGit = spawnSync('git', ['--version']).status === 0;

// git is the oracle: without it this test fails rather than pass unchecked.
test('git (the oracle) is installed', () => {
  expect(hasGit).toBe(true);
});

describe('paths git refuses agree with ours', () => {
  test('generated corpus through git update-index (protectNTFS, protectHFS)', () => {
    const paths = corpus();
    expect(paths.length).toBeGreaterThan(1500);
    const rejected = gitRejects(paths);
    const ours = new Set<string>();
    for (let from = 0; from < paths.length; from += 5000) {
      const batch = paths.slice(from, from + 5000);
      run({ paths: batch, max_path_length: 32767 }).report.paths.forEach((entry, i) => {
        if (entry.codes.some((code) => GIT_RULES.has(code))) ours.add(batch[i] as string);
      });
    }
    const disagreements = paths.filter((path) => rejected.has(path) !== ours.has(path));
    expect(disagreements).toEqual([]);
    // The corpus exercises both verdicts in bulk.
    expect(rejected.size).toBeGreaterThan(300);
    expect(paths.length - rejected.size).toBeGreaterThan(500);
  });
});
