import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ParsedPath } from '../context.js';
import { addSpelling, child, newNode, type Node, type Spelling } from '../lib/trie.js';
import { foldCase, normalizationForm, toNfc } from '../lib/windows.js';

/** The first `depth + 1` components of a path, as the path spells them. */
const prefix = (path: ParsedPath, depth: number): string => path.components.slice(0, depth + 1).join('/');

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
