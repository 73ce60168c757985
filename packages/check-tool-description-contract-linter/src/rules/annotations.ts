import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ToolView } from '../context.js';
import type { Hint } from '../lib/mcp.js';

interface Contradiction {
  /** The annotation the contradiction is reported at. */
  hint: Hint;
  /** What it contradicts. */
  against: string;
  reason: string;
}

/** Contradictions between the stated hints, and between a hint and the tool's own metadata. */
function contradictions(view: ToolView): Contradiction[] {
  const { readOnlyHint, destructiveHint, idempotentHint } = view.hints;
  const found: Contradiction[] = [];
  if (readOnlyHint === true && destructiveHint === true) {
    found.push({ hint: 'destructiveHint', against: 'annotations.readOnlyHint', reason: 'a read-only tool cannot make destructive updates' });
  }
  const sideEffects = Array.isArray(view.tool.side_effects) ? view.tool.side_effects.filter((entry) => entry.trim() !== '') : [];
  if (readOnlyHint === true && sideEffects.length > 0) {
    found.push({ hint: 'readOnlyHint', against: 'side_effects', reason: `side_effects lists ${sideEffects.length} effect(s) of a tool marked read-only` });
  }
  const idempotency = view.tool.idempotency;
  if (readOnlyHint === true && (idempotency === 'not-idempotent' || idempotency === 'idempotent-with-key')) {
    found.push({ hint: 'readOnlyHint', against: 'idempotency', reason: `idempotency "${idempotency}" describes a tool with effects, not a read-only one` });
  }
  if (readOnlyHint === false && idempotency === 'safe') {
    found.push({ hint: 'readOnlyHint', against: 'idempotency', reason: 'idempotency "safe" says the tool changes nothing, readOnlyHint false says it does' });
  }
  if (readOnlyHint !== true && idempotentHint === true && idempotency === 'not-idempotent') {
    found.push({ hint: 'idempotentHint', against: 'idempotency', reason: 'idempotentHint true, idempotency "not-idempotent"' });
  }
  if (readOnlyHint !== true && idempotentHint === false && (idempotency === 'idempotent' || idempotency === 'safe')) {
    found.push({ hint: 'idempotentHint', against: 'idempotency', reason: `idempotentHint false, idempotency "${idempotency}"` });
  }
  return found;
}

/**
 * MCP `ToolAnnotations` (specification 2025-11-25): hints a client shows its user before a call
 * (confirmation prompts are keyed on them), so a hint that contradicts another or the tool's own
 * metadata misleads exactly where it matters. Hints are hints: these are warnings.
 */
export const annotationsRule = defineRule<Context>()({
  name: 'annotations',
  codes: {
    ANNOTATIONS_CONTRADICTORY: {
      severity: 'warning',
      message: 'Tool "{{tool}}": annotations.{{hint}} contradicts {{against}} ({{reason}}).',
      description: 'Two statements about the tool disagree: `readOnlyHint: true` with `destructiveHint: true` (the specification makes destructiveHint meaningful only when readOnlyHint is false), a read-only hint with listed `side_effects` or a non-idempotent `idempotency`, `readOnlyHint: false` with idempotency `safe`, or `idempotentHint` against `idempotency`.',
      example: '`{ "readOnlyHint": true, "destructiveHint": true }`',
    },
    READ_ONLY_HINT_ON_WRITE_NAME: {
      severity: 'warning',
      message: 'Tool "{{tool}}" is marked read-only (readOnlyHint: true) but its name sounds like it changes something ("{{verb}}") (heuristic).',
      description: 'Heuristic: `annotations.readOnlyHint` is true while the name holds a word of the documented write-verb list; a client may skip the confirmation it would ask before a destructive call.',
      example: '`delete_user` with `"annotations": { "readOnlyHint": true }`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      for (const contradiction of contradictions(view)) {
        findings.add('ANNOTATIONS_CONTRADICTORY', {
          subject: view.name,
          pointer: jsonPointer('tools', view.index, 'annotations', contradiction.hint),
          details: { tool: view.label, hint: contradiction.hint, against: contradiction.against, reason: contradiction.reason },
        });
      }
      if (view.hints.readOnlyHint === true && view.verb !== null) {
        findings.add('READ_ONLY_HINT_ON_WRITE_NAME', {
          subject: view.name,
          pointer: jsonPointer('tools', view.index, 'annotations', 'readOnlyHint'),
          details: {
            tool: view.label,
            verb: view.verb,
            heuristic: true,
            basis: 'documented write-verb list matched against the words of the name',
          },
        });
      }
    }
  },
});
