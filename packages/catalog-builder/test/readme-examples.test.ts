// The check READMEs' code runs, so the docs cannot drift from the code: every ```js block is run
// against the built package, and what each `console.log(…); // <values>` line promises is what it
// prints; every ```json report example names only keys the product's report really has.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { JsonValue } from '@evidence-check/core-receipt';
import { registry } from '../src/index.js';

const packagesDir = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('../', import.meta.url));
const folders = readdirSync(packagesDir).filter((name) => name.startsWith('check-')).sort();

function blocks(readme: string, language: string): string[] {
  return [...readme.matchAll(new RegExp('^```' + language + '\\n([\\s\\S]*?)^```$', 'gm'))].map((match) => match[1] as string);
}

/** The values a comment promises, read as JavaScript literals from its start: `"BLOCKED": …`, `["a", "b"]`, `"offer" "2026-…"`, `"x" 1 20`. */
export function promisedValues(comment: string): unknown[] | null {
  const values: string[] = [];
  let i = 0;
  const skipSpace = () => {
    while (comment[i] === ' ') i++;
  };
  for (;;) {
    skipSpace();
    const start = i;
    const c = comment[i];
    if (c === '"' || c === "'") {
      i++;
      while (i < comment.length && comment[i] !== c) i += comment[i] === '\\' ? 2 : 1;
      i++;
    } else if (c === '[' || c === '{') {
      let depth = 0;
      let quote: string | null = null;
      for (; i < comment.length; i++) {
        const d = comment[i] as string;
        if (quote) {
          if (d === '\\') i++;
          else if (d === quote) quote = null;
        } else if (d === '"' || d === "'") quote = d;
        else if (d === '[' || d === '{') depth++;
        else if ((d === ']' || d === '}') && --depth === 0) {
          i++;
          break;
        }
      }
    } else {
      const word = /^(-?\d+(\.\d+)?|true|false|null)(?![\w.])/.exec(comment.slice(i));
      if (!word) break;
      i += word[0].length;
    }
    values.push(comment.slice(start, i));
  }
  if (values.length === 0) return null;
  // Repository text, not input: literals as the README writes them (single quotes, bare keys).
  return values.map((text) => new Function(`return (${text});`)() as unknown);
}

/**
 * Records every console.log with the line of example.mjs that called it, and prints the record
 * as JSON when the example ends (loaded with --import, before the example's own imports run).
 */
const RECORDER = `const logged = [];
const log = console.log;
console.log = (...args) => {
  const caller = new Error().stack.split('\\n').find((frame) => frame.includes('example.mjs:'));
  logged.push([Number(/example\\.mjs:(\\d+)/.exec(caller ?? '')?.[1] ?? 0), JSON.parse(JSON.stringify(args))]);
};
process.on('exit', () => log(JSON.stringify(logged)));
`;

/** Runs one block as an ES module beside the catalog (which depends on every check): what each line logged. */
function runBlock(code: string): Map<number, unknown[][]> {
  const scratch = mkdtempSync(join(here, '.readme-example-'));
  try {
    writeFileSync(join(scratch, 'recorder.mjs'), RECORDER);
    writeFileSync(join(scratch, 'example.mjs'), code);
    const out = execFileSync(process.execPath, ['--import', pathToFileURL(join(scratch, 'recorder.mjs')).href, join(scratch, 'example.mjs')], { cwd: here, encoding: 'utf8' });
    const logged = JSON.parse(out.trim().split('\n').pop() as string) as Array<[number, unknown[]]>;
    const byLine = new Map<number, unknown[][]>();
    for (const [line, args] of logged) byLine.set(line, [...(byLine.get(line) ?? []), args]);
    return byLine;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Every key path of a JSON value (array items merged), as `/a/b/*`. */
function keyPaths(value: JsonValue, at = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keyPaths(item, `${at}/*`, out);
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      out.add(`${at}/${key}`);
      keyPaths(member as JsonValue, `${at}/${key}`, out);
    }
  }
  return out;
}

test('promisedValues reads the literals a comment starts with', () => {
  expect(promisedValues('"BLOCKED": CASE_COLLISION')).toEqual(['BLOCKED']);
  expect(promisedValues(`"offer" "2026-03-10T00:00:00Z"`)).toEqual(['offer', '2026-03-10T00:00:00Z']);
  expect(promisedValues('"inconclusive" 1 20')).toEqual(['inconclusive', 1, 20]);
  expect(promisedValues(`[{ tool: 'shell', calls: 1 }]`)).toEqual([[{ tool: 'shell', calls: 1 }]]);
  expect(promisedValues('["a", "b"]: test candidates')).toEqual([['a', 'b']]);
  expect(promisedValues('the worst section')).toBeNull();
});

describe.each(folders)('%s README', (folder) => {
  const readme = readFileSync(join(packagesDir, folder, 'README.md'), 'utf8');
  const definition = registry.find((check) => `check-${check.id}` === folder)!;

  test('every js block runs, and prints what its comments promise', () => {
    const scripts = blocks(readme, 'js');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const printed = runBlock(script);
      const promises = script.split('\n').flatMap((line, index) => {
        const match = /console\.log\(.*\);\s*\/\/\s*(.*)$/.exec(line);
        const values = match ? promisedValues(match[1] as string) : null;
        return values ? [{ line: index + 1, values, text: line.trim() }] : [];
      });
      for (const promise of promises) expect([promise.text, printed.get(promise.line)?.[0]]).toEqual([promise.text, promise.values]);
    }
  });

  test('the report example names only keys the report has', () => {
    const examples = blocks(readme, 'json').map((text) => JSON.parse(text) as JsonValue);
    const real = keyPaths(definition.run(definition.sampleInput).report as JsonValue);
    for (const example of examples) {
      // A key written "…" stands for the members an example leaves out.
      const unknown = [...keyPaths(example)].filter((path) => !path.endsWith('/…') && !real.has(path) && !hasAncestorMap(path, real));
      expect(unknown).toEqual([]);
    }
  });
});

/**
 * A path under a member that is empty in the sample's report (a map keyed by caller data, or a
 * list, with nothing in it this time): what it holds cannot be compared, only that it exists.
 */
function hasAncestorMap(path: string, real: Set<string>): boolean {
  const parts = path.split('/');
  for (let cut = parts.length - 1; cut > 1; cut--) {
    const parent = parts.slice(0, cut).join('/');
    if (real.has(parent)) return ![...real].some((known) => known.startsWith(`${parent}/`));
  }
  return false;
}
