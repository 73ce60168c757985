import { defineRule, duplicateSets, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context, ToolView } from '../context.js';
import { edgeProblems, nameProblems, platformProblems } from '../lib/problems.js';
import { listedPositions, sent } from '../lib/values.js';

/**
 * Tool names: the key a model calls a tool by. Judged by the MCP rule (2025-11-25,
 * server/tools#tool-names, SEP-986: 1–128 characters of `[A-Za-z0-9_.-]`, case-sensitive); the
 * narrower function-calling rule of the OpenAI and Anthropic APIs is reported as what it is.
 */
export const namesRule = defineRule<Context>()({
  name: 'tool-names',
  codes: {
    TOOL_NAME_INVALID: {
      severity: 'error',
      message: 'Tool name {{shown}} breaks the MCP tool-name rule (1–128 characters of A-Z a-z 0-9 _ - .): {{reason}}.',
      description: 'The name breaks the MCP tool-name format (specification 2025-11-25, SEP-986: 1–128 characters, only ASCII letters, digits, `_`, `-` and `.`), which the official SDK\'s `validateToolName` rejects; no model API accepts it either.',
      example: '`"refund payment"`, `"refund,payment"`, `42`, a 129-character name',
    },
    TOOL_NAME_PLATFORM_LIMIT: {
      severity: 'notice',
      message: 'Tool name "{{name}}" is a valid MCP name but breaks the function-calling name rule ^[a-zA-Z0-9_-]{1,64}$ of the OpenAI and Anthropic APIs: {{reason}}.',
      description: 'Platform-specific, not invalid: MCP allows dots and up to 128 characters, but the OpenAI and Anthropic function-calling APIs accept only `^[a-zA-Z0-9_-]{1,64}$`; a client that passes the name through unchanged is refused there.',
      example: '`"admin.tools.list"`, a 100-character name',
    },
    TOOL_NAME_EDGE_CHARACTER: {
      severity: 'warning',
      message: 'Tool name "{{name}}" {{reason}}, which may cause parsing issues in some contexts.',
      description: 'A valid MCP name that starts or ends with a dash or a dot; the official SDK warns that it may cause parsing issues (namespaced names are often split at these characters).',
      example: '`"-delete"`, `"user."`',
    },
    DUPLICATE_TOOL_NAME: {
      severity: 'error',
      message: 'Tool name "{{name}}" is used by {{count}} tools (positions {{positions}}); this is position {{position}}.',
      description: 'Two tools have exactly the same name: MCP tool names SHOULD be unique within a server and the official SDK refuses to register a name twice; a call by that name cannot tell them apart.',
      example: '`send_email`, `send_email`',
    },
    TOOL_NAME_CASE_VARIANT: {
      severity: 'notice',
      message: 'Tool name "{{name}}" differs from {{others}} only in letter case (positions {{positions}}); this is position {{position}}.',
      description: 'Names that differ only in letter case are distinct under MCP (names are case-sensitive), so this is no error; a model or a reader may still confuse them.',
      example: '`getUser`, `GetUser`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.tools) {
      const pointer = jsonPointer('tools', view.index, 'name');
      const problems = nameProblems(view.tool.name);
      if (problems.length > 0) {
        findings.add('TOOL_NAME_INVALID', {
          subject: view.name,
          pointer,
          details: { name: sent(view.tool.name), shown: JSON.stringify(sent(view.tool.name)), reason: problems.join('; ') },
        });
        continue;
      }
      const name = view.name as string;
      const platform = platformProblems(name);
      if (platform.length > 0) {
        findings.add('TOOL_NAME_PLATFORM_LIMIT', {
          subject: name,
          pointer,
          details: { name, reason: platform.join('; '), platformRule: '^[a-zA-Z0-9_-]{1,64}$', platforms: ['OpenAI', 'Anthropic'] },
        });
      }
      const edges = edgeProblems(name);
      if (edges.length > 0) findings.add('TOOL_NAME_EDGE_CHARACTER', { subject: name, pointer, details: { name, reason: edges.join(' and ') } });
    }
    // Exact duplicates; a name that is not a string, or empty, is in no set.
    const exact = (view: ToolView) => (view.name === null || view.name === '' ? null : view.name);
    for (const members of duplicateSets(ctx.tools, exact)) {
      const positions = listedPositions(members.map((view) => view.index));
      findings.addGroup(
        'DUPLICATE_TOOL_NAME',
        `name:${exact(members[0] as ToolView)}`,
        members.map((view) => ({
          subject: view.name,
          pointer: jsonPointer('tools', view.index, 'name'),
          details: { name: view.name, count: members.length, positions, position: view.index + 1 },
        })),
      );
    }
    // Case variants: names equal ignoring case with at least two spellings.
    const folded = (view: ToolView) => (view.name === null || view.name === '' ? null : view.name.toLowerCase());
    for (const members of duplicateSets(ctx.tools, folded)) {
      const spellings = [...new Set(members.map((view) => view.name as string))].sort();
      if (spellings.length < 2) continue;
      const positions = listedPositions(members.map((view) => view.index));
      findings.addGroup(
        'TOOL_NAME_CASE_VARIANT',
        `case:${folded(members[0] as ToolView)}`,
        members.map((view) => ({
          subject: view.name,
          pointer: jsonPointer('tools', view.index, 'name'),
          details: {
            name: view.name,
            others: spellings.slice(0, 11).filter((spelling) => spelling !== view.name).slice(0, 10).map((spelling) => `"${spelling}"`).join(', '),
            count: members.length,
            positions,
            position: view.index + 1,
          },
        })),
      );
    }
  },
});
