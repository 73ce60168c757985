import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { display, duplicateSets } from '@evidence-check/core-receipt';
import type { Context, Entry, ListField } from '../context.js';
import { excerpt, isTooLong, MAX_ID_LENGTH, nameOf } from '../lib/ids.js';

const KINDS = { promises: 'promise', actions: 'action', evidence: 'evidence item' } as const;
const FIELDS: readonly ListField[] = ['promise_ids', 'evidence_ids'];

/** Ids of records and of id-list entries: usable, unique within their list, lists that are lists. */
export const identifiersRule = defineRule<Context>()({
  name: 'identifiers',
  codes: {
    INVALID_ID: {
      severity: 'error',
      message: 'This {{kind}} has the id {{id}}, which is not a non-blank string or a number; nothing can reference it.',
      description: 'A promise, action or evidence id is blank, null, a boolean, a list or an object; references cannot resolve to it.',
      example: '`{ "id": "" }`, `{ "id": null }`',
    },
    ID_TOO_LONG: {
      severity: 'error',
      message: `This {{kind}} has an id of {{length}} characters, more than ${MAX_ID_LENGTH}, so it is not read as an id and nothing can reference it: "{{id}}".`,
      description: `A promise, action or evidence id is a string longer than ${MAX_ID_LENGTH} characters (UTF-16 code units); it is treated like an unusable id, and messages show its first ${MAX_ID_LENGTH}.`,
      example: '`{ "id": "P-…" }` with 300 characters',
    },
    DUPLICATE_ID: {
      severity: 'error',
      message: 'The {{kind}} id "{{id}}" is used {{count}} times in {{list}}, first at position {{first}}; references to it are ambiguous. This is position {{position}}.',
      description: 'Two promises, two actions or two evidence items share one id; every member of the set is flagged at its own id.',
      example: 'two promises with id `P1`',
    },
    INVALID_ID_LIST: {
      severity: 'error',
      message: 'Action "{{action}}": {{field}} is not a list of ids ({{value}}); it is read as an empty list.',
      description: '`promise_ids` or `evidence_ids` is not an array; the action is treated as serving no promise or citing no evidence.',
      example: '`"evidence_ids": "E1"`',
    },
    INVALID_REFERENCE: {
      severity: 'error',
      message: 'Action "{{action}}": entry {{position}} of {{field}} is {{value}}, which is not a non-blank string or a number.',
      description: 'An entry of `promise_ids` or `evidence_ids` cannot be an id, so it resolves to nothing.',
      example: '`"promise_ids": [null]`',
    },
    DUPLICATE_REFERENCE: {
      severity: 'warning',
      message: 'Action "{{action}}" lists "{{id}}" {{count}} times in {{field}}, first at position {{first}}; this is position {{position}}.',
      description: 'An action names the same promise or evidence id twice in one list; every member of the set is flagged at its own entry.',
      example: '`"evidence_ids": ["E1", "E1"]`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const list of ['promises', 'actions', 'evidence'] as const) {
      const kind = KINDS[list];
      for (const entry of ctx[list]) {
        if (entry.id) continue;
        if (isTooLong(entry.value)) findings.add('ID_TOO_LONG', { subject: null, pointer: entry.pointer, details: { kind, length: entry.value.length, id: excerpt(entry.value) } });
        else findings.add('INVALID_ID', { subject: null, pointer: entry.pointer, details: { kind, id: display(entry.value) } });
      }
      for (const members of duplicateSets<Entry>(ctx[list], (entry) => entry.id?.key ?? null)) {
        const id = members[0]?.id?.text ?? '';
        // Each member names the first position and the count, not every position: a set of n
        // members stays n findings of constant size.
        const first = (members[0]?.index ?? 0) + 1;
        findings.addGroup(
          'DUPLICATE_ID',
          `/${list}:${members[0]?.id?.key}`,
          members.map((entry) => ({ subject: id, pointer: entry.pointer, details: { kind, list, id, count: members.length, first, position: entry.index + 1 } })),
        );
      }
    }

    for (const action of ctx.actions) {
      const subject = action.id?.text ?? null;
      const name = nameOf(action);
      for (const field of FIELDS) {
        const refs = action.refs[field];
        if (refs === null) {
          const value = ctx.input.actions[action.index]?.[field];
          findings.add('INVALID_ID_LIST', { subject, pointer: jsonPointer('actions', action.index, field), details: { action: name, field, value: display(value) } });
          continue;
        }
        for (const ref of refs) {
          if (!ref.id) {
            findings.add('INVALID_REFERENCE', { subject, pointer: ref.pointer, details: { action: name, field, position: ref.index + 1, value: display(ref.value) } });
          }
        }
        for (const members of duplicateSets<Entry>(refs, (ref) => ref.id?.key ?? null)) {
          const id = members[0]?.id?.text ?? '';
          const first = (members[0]?.index ?? 0) + 1;
          findings.addGroup(
            'DUPLICATE_REFERENCE',
            `${jsonPointer('actions', action.index, field)}:${members[0]?.id?.key}`,
            members.map((ref) => ({ subject, pointer: ref.pointer, details: { action: name, field, id, count: members.length, first, position: ref.index + 1 } })),
          );
        }
      }
    }
  },
});
