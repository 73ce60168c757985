import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import { codes, type Code } from './codes.js';
import { foldCase, forbiddenCharacters, reservedDeviceName, toNfc, utf8Length } from './rules/windows.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type PathEntry = { path: string; portable: boolean; codes: Code[] };

export type Report = {
  maxPathLength: number;
  paths: PathEntry[];
};

const DEFAULT_MAX_PATH_LENGTH = 260;
const MAX_COMPONENT_BYTES = 255;

/** A node of a path trie: the same prefix under some equivalence (exact, NFC, case-folded NFC). */
interface Node {
  id: number;
  /** The path that first introduced the prefix, and the prefix's last component position. */
  depth: number;
  path: number;
  /** The node one level finer (exact id for NFC nodes, NFC id for folded nodes). */
  finer: number;
}

class Trie {
  readonly #nodes = new Map<string, Node>();
  node(parent: number, component: string, depth: number, path: number, finer: number): Node {
    const key = `${parent}/${component}`;
    let found = this.#nodes.get(key);
    if (!found) this.#nodes.set(key, (found = { id: this.#nodes.size + 1, depth, path, finer }));
    return found;
  }
}

function splitAbsolute(path: string): { form: string | null; rest: string } {
  if (/^[A-Za-z]:/.test(path)) return { form: 'drive letter', rest: path.slice(2).replace(/^[/\\]+/, '') };
  if (/^[/\\]{2}/.test(path)) return { form: 'UNC or root path', rest: path.replace(/^[/\\]+/, '') };
  if (/^[/\\]/.test(path)) return { form: 'leading slash', rest: path.replace(/^[/\\]+/, '') };
  return { form: null, rest: path };
}

/** The first `depth + 1` components of a relative path, joined again. */
function prefixOf(rest: string, depth: number): string {
  let end = -1;
  for (let i = 0; i <= depth; i++) {
    end = rest.indexOf('/', end + 1);
    if (end === -1) return rest.endsWith('/') ? rest.slice(0, -1) : rest;
  }
  return rest.slice(0, end);
}

function checkComponents(path: string, index: number, limit: number, findings: FindingCollector<typeof codes>, codesOf: Set<Code>): string[] {
  const pointer = jsonPointer('paths', index);
  const add = (code: Code, details: Record<string, string | number | string[]>) => {
    if (codesOf.has(code)) return;
    codesOf.add(code);
    // The caller passes each code's own details; the table-driven helper cannot be narrowed per code.
    (findings.add as (code: Code, finding: object) => void)(code, { subject: path, pointer, details: { path, ...details } });
  };
  const { form, rest } = splitAbsolute(path);
  if (form) add('ABSOLUTE_PATH', { form });
  if (path.length > limit) add('PATH_TOO_LONG', { length: path.length, limit });
  // One trailing slash marks a directory; it is not an empty component.
  const components = (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
  components.forEach((component, position) => {
    if (component === '' || component === '.' || component === '..') {
      if (!(component === '' && components.length === 1 && form)) add('EMPTY_OR_DOT_COMPONENT', { position: position + 1, component });
      return;
    }
    const device = reservedDeviceName(component);
    if (device) add('RESERVED_NAME', { component, name: device });
    const characters = forbiddenCharacters(component);
    if (characters.length > 0) add('INVALID_CHARACTER', { component, characters });
    if (/[. ]$/.test(component)) add('TRAILING_DOT_OR_SPACE', { component });
    const bytes = utf8Length(component);
    if (bytes > MAX_COMPONENT_BYTES) add('COMPONENT_TOO_LONG', { component, bytes });
  });
  return components;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'filename-portability-preflight',
  title: 'Filename Portability Preflight',
  category: 'Productivity',
  summary: 'Flags reserved names, invalid characters, trailing dots, case and Unicode collisions and long paths.',
  limitations: [
    'Checks the supplied path strings only; no file system is read and no file is created.',
    'Windows, macOS and common Linux rules are applied together: a path is portable when all of them accept it.',
    'Case collisions use simple Unicode case folding; a file system with its own case table may differ for rare characters.',
    'Path length is counted for the path as given, without the directory it will be extracted into.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const limit = input.max_path_length ?? DEFAULT_MAX_PATH_LENGTH;
    const perPath: Set<Code>[] = input.paths.map(() => new Set<Code>());
    const exact = new Trie();
    const nfc = new Trie();
    const folded = new Trie();

    input.paths.forEach((path, index) => {
      const own = perPath[index] as Set<Code>;
      const components = checkComponents(path, index, limit, findings, own);
      let exactId = 0;
      let nfcId = 0;
      let foldId = 0;
      let reported: 'both' | 'nfc' | 'fold' | 'none' = 'none';
      components.forEach((component, position) => {
        const normal = toNfc(component);
        const exactNode = exact.node(exactId, component, position, index, 0);
        const nfcNode = nfc.node(nfcId, normal, position, index, exactNode.id);
        const foldNode = folded.node(foldId, foldCase(normal), position, index, nfcNode.id);
        exactId = exactNode.id;
        nfcId = nfcNode.id;
        foldId = foldNode.id;
        const collide = (code: Code, earlier: Node) => {
          const other = input.paths[earlier.path] as string;
          const otherName = prefixOf(splitAbsolute(other).rest, earlier.depth);
          (findings.add as (code: Code, finding: object) => void)(code, {
            subject: path,
            pointer: jsonPointer('paths', index),
            details: { path, name: components.slice(0, position + 1).join('/'), other, otherName, otherIndex: earlier.path },
          });
          own.add(code);
          (perPath[earlier.path] as Set<Code>).add(code);
        };
        // The shallowest differing prefix is reported, once per kind and path.
        if (reported !== 'nfc' && reported !== 'both' && nfcNode.finer !== exactNode.id) {
          collide('UNICODE_NORMALIZATION_COLLISION', nfcNode);
          reported = reported === 'fold' ? 'both' : 'nfc';
        } else if (reported !== 'fold' && reported !== 'both' && foldNode.finer !== nfcNode.id) {
          collide('CASE_COLLISION', foldNode);
          reported = reported === 'nfc' ? 'both' : 'fold';
        }
      });
    });

    const order = Object.keys(codes) as Code[];
    const paths: PathEntry[] = input.paths.map((path, index) => {
      const own = perPath[index] as Set<Code>;
      return { path, portable: own.size === 0, codes: order.filter((code) => own.has(code)) };
    });
    const collisions = paths.filter((p) => p.codes.includes('CASE_COLLISION') || p.codes.includes('UNICODE_NORMALIZATION_COLLISION')).length;
    return {
      report: { maxPathLength: limit, paths },
      counters: { paths: paths.length, portable: paths.filter((p) => p.portable).length, colliding: collisions },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
