import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { codePoints, sent } from '../lib/values.js';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, vaguePhrases } from '../lib/vocabulary.js';

/** The description: the text a model reads to decide whether to call the tool. */
export const descriptionRule = defineRule<Context>()({
  name: 'description',
  codes: {
    DESCRIPTION_INVALID: {
      severity: 'error',
      message: 'Tool "{{tool}}" has a description that is not a string ({{shown}}).',
      description: 'The description is not a string (`null`, a number, an object…): the MCP `Tool` type and the function-calling APIs take only a string, so the tool list is refused.',
      example: '`"description": null`, `42`',
    },
    DESCRIPTION_MISSING: {
      severity: 'warning',
      message: 'Tool "{{tool}}" has an empty description.',
      description: 'The description is empty or only white space. MCP allows it (the field is optional), but a model then has nothing but the name to choose the tool by.',
      example: '`"description": ""`, `"  "`',
    },
    DESCRIPTION_TOO_SHORT: {
      severity: 'warning',
      message: 'Tool "{{tool}}" describes itself in {{length}} characters, fewer than {{min}}.',
      description: 'The trimmed description is under 20 code points: too short to bound what the tool does, to what and when.',
      example: '`"Refunds."`',
    },
    DESCRIPTION_TOO_LONG: {
      severity: 'warning',
      message: 'Tool "{{tool}}" describes itself in {{length}} characters, more than {{max}}.',
      description: 'The trimmed description is over 1024 code points, the description limit some function-calling APIs enforce; it may be rejected or truncated.',
      example: 'a 1500-character description',
    },
    VAGUE_PURPOSE: {
      severity: 'warning',
      message: 'Tool "{{tool}}" has an unbounded purpose: its description says {{phrases}} (heuristic).',
      description: 'Heuristic: the description holds a phrase of the documented vague-purpose list ("whatever", "anything", "various", "etc", "as needed"…), which promises no bounded purpose.',
      example: '`"Does whatever the agent needs"`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const pointer = jsonPointer('tools', view.index, 'description');
      const value = view.tool.description;
      if (typeof value !== 'string') {
        findings.add('DESCRIPTION_INVALID', {
          subject: view.name,
          pointer,
          details: { tool: view.label, description: sent(value), shown: JSON.stringify(sent(value)) },
        });
        continue;
      }
      if (value.trim() === '') {
        findings.add('DESCRIPTION_MISSING', { subject: view.name, pointer, details: { tool: view.label, description: value } });
        continue;
      }
      const length = codePoints(value.trim());
      if (length < DESCRIPTION_MIN) {
        findings.add('DESCRIPTION_TOO_SHORT', { subject: view.name, pointer, details: { tool: view.label, length, min: DESCRIPTION_MIN } });
      }
      if (length > DESCRIPTION_MAX) {
        findings.add('DESCRIPTION_TOO_LONG', { subject: view.name, pointer, details: { tool: view.label, length, max: DESCRIPTION_MAX } });
      }
      const phrases = vaguePhrases(value);
      if (phrases.length > 0) {
        findings.add('VAGUE_PURPOSE', {
          subject: view.name,
          pointer,
          details: { tool: view.label, phrases, heuristic: true, basis: 'documented vague-purpose phrase list' },
        });
      }
    }
  },
});
