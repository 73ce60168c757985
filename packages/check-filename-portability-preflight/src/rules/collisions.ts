import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ParsedPath } from './context.js';
import { foldCase, toNfc } from './windows.js';

/**
 * A prefix of the input paths under one equivalence: exact text, NFC, or case-folded NFC. Each
 * node of a coarser trie knows the distinct nodes of the next finer trie that map onto it (their
 * count and the first two): two or more means two spellings of one name.
 */
interface Node {
  /** Distinct finer prefixes that map onto this one. */
  spellings: number;
  first: Spelling | null;
  second: Spelling | null;
  /** Children: most prefixes have one, kept inline; a map only once there are two. */
  onlyKey: string | null;
  only: Node | null;
  children: Map<string, Node> | null;
  /** The node of the same prefix in the next coarser trie (exact → NFC → case-folded), set when created. */
  coarser: Node | null;
  /** `details.group` of a collision at this (coarser) node, made once for all its members. */
  group: string | null;
}

/** A finer prefix, by its node, the path that introduced it and its depth. */
interface Spelling {
  node: Node;
  path: number;
  depth: number;
}

const newNode = (): Node => ({ spellings: 0, first: null, second: null, onlyKey: null, only: null, children: null, coarser: null, group: null });

/** The child of `parent` for `component`, and whether it was created now. */
function child(parent: Node, component: string): [Node, boolean] {
  if (parent.onlyKey === component) return [parent.only as Node, false];
  const known = parent.children?.get(component);
  if (known) return [known, false];
  const created = newNode();
  if (parent.only === null) {
    parent.onlyKey = component;
    parent.only = created;
  } else {
    parent.children ??= new Map([[parent.onlyKey as string, parent.only]]);
    parent.children.set(component, created);
  }
  return [created, true];
}

function addSpelling(coarse: Node, spelling: Spelling): void {
  if (coarse.spellings === 0) coarse.first = spelling;
  else if (coarse.spellings === 1) coarse.second = spelling;
  coarse.spellings++;
}

/** The first `depth + 1` components of a path, as the path spells them. */
const prefix = (path: ParsedPath, depth: number): string => path.components.slice(0, depth + 1).join('/');

function normalizationForm(text: string): string {
  if (text === text.normalize('NFC')) return 'NFC';
  return text === text.normalize('NFD') ? 'NFD' : 'neither';
}

/**
 * Two paths collide when a prefix of one and a prefix of the other are different texts that a
 * file system treats as one name. Every path through a colliding prefix is a member of that
 * collision, reported at its own pointer; a path is reported once per kind, at the shallowest
 * colliding prefix, and all members share `details.group`.
 */
export const collisionsRule = defineRule<Context>()({
  name: 'collisions',
  codes: {
    CASE_COLLISION: {
      severity: 'error',
      message: '"{{name}}" in "{{path}}" differs only by letter case from "{{otherName}}" in "{{other}}".',
      description: 'Two paths are the same file or directory on case-insensitive file systems (Windows, default macOS) under Unicode case folding; every path through either spelling is flagged.',
      example: '`docs/README.md`, `docs/readme.md`',
    },
    UNICODE_NORMALIZATION_COLLISION: {
      severity: 'error',
      message: '"{{name}}" in "{{path}}" is the same text as "{{otherName}}" in "{{other}}" after Unicode normalization (NFC vs NFD).',
      description: 'Two paths differ only in Unicode normalization; macOS treats them as one file, other systems as two. Every path through either spelling is flagged.',
      example: '`café/` (U+00E9) and `café/` (e + U+0301)',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    const exactRoot = newNode();
    const nfcRoot = newNode();
    const foldRoot = newNode();
    exactRoot.coarser = nfcRoot;
    nfcRoot.coarser = foldRoot;
    // Pass 1: every prefix into the three tries, counting the spellings under each coarser node.
    // A prefix seen before has its NFC and folded nodes already (they depend on the prefix only),
    // so a repeated directory costs one lookup, not a normalization and a case fold.
    const levels: Node[][] = ctx.paths.map((path) => {
      let exact = exactRoot;
      return path.components.map((component, depth) => {
        const [exactNext, newExact] = child(exact, component);
        if (newExact) {
          const normal = toNfc(component);
          const nfc = exact.coarser as Node;
          const [nfcNext, newNfc] = child(nfc, normal);
          exactNext.coarser = nfcNext;
          addSpelling(nfcNext, { node: exactNext, path: path.index, depth });
          if (newNfc) {
            const [foldNext] = child(nfc.coarser as Node, foldCase(normal));
            nfcNext.coarser = foldNext;
            addSpelling(foldNext, { node: nfcNext, path: path.index, depth });
          }
        }
        exact = exactNext;
        return exact;
      });
    });

    /** The spelling a member is compared with: the first of its group, or the second for the first. */
    const otherOf = (coarse: Node, own: Node): Spelling => {
      const first = coarse.first as Spelling;
      return first.node === own ? (coarse.second as Spelling) : first;
    };
    const memberDetails = (path: ParsedPath, depth: number, coarse: Node, own: Node) => {
      const other = otherOf(coarse, own);
      const otherPath = ctx.paths[other.path] as ParsedPath;
      return {
        path: path.path,
        name: prefix(path, depth),
        other: otherPath.path,
        otherName: prefix(otherPath, other.depth),
        otherIndex: other.path,
        spellings: coarse.spellings,
      };
    };

    // Pass 2: each path joins the collision at its shallowest colliding prefix, once per kind.
    type Member<Extra> = { subject: string; pointer: string; details: ReturnType<typeof memberDetails> & Extra };
    const nfcGroups = new Map<string, Member<{ form: string }>[]>();
    const caseGroups = new Map<string, Member<object>[]>();
    const addMember = <Extra>(groups: Map<string, Member<Extra>[]>, group: string, member: Member<Extra>) => {
      const members = groups.get(group);
      if (members) members.push(member);
      else groups.set(group, [member]);
    };
    ctx.paths.forEach((path, index) => {
      const own = levels[index] as Node[];
      const nfcDepth = own.findIndex((exact) => (exact.coarser as Node).spellings > 1);
      if (nfcDepth !== -1) {
        const exact = own[nfcDepth] as Node;
        const nfc = exact.coarser as Node;
        const details = memberDetails(path, nfcDepth, nfc, exact);
        nfc.group ??= `nfc:${toNfc(details.name)}`;
        addMember(nfcGroups, nfc.group, {
          subject: path.path,
          pointer: path.pointer,
          details: { ...details, form: normalizationForm(details.name) },
        });
      }
      const caseDepth = own.findIndex((exact) => ((exact.coarser as Node).coarser as Node).spellings > 1);
      if (caseDepth !== -1) {
        const nfc = (own[caseDepth] as Node).coarser as Node;
        const fold = nfc.coarser as Node;
        const details = memberDetails(path, caseDepth, fold, nfc);
        fold.group ??= `case:${foldCase(toNfc(details.name))}`;
        addMember(caseGroups, fold.group, { subject: path.path, pointer: path.pointer, details });
      }
    });
    for (const [group, members] of nfcGroups) findings.addGroup('UNICODE_NORMALIZATION_COLLISION', group, members);
    for (const [group, members] of caseGroups) findings.addGroup('CASE_COLLISION', group, members);
  },
});
