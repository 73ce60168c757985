import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { allTerm } from '../lib/spf.js';

const at = (index: number) => jsonPointer('records', 'spf', index);

export const spfRule = defineRule<Context>()({
  name: 'spf',
  codes: {
    SPF_MISSING: {
      severity: 'warning',
      message: 'No record given begins with "v=spf1": the domain has no SPF policy.',
      description: 'Without a v=spf1 record receivers get the SPF result "none" and no host is authorized for the domain (RFC 7208 §4.5, §2.6.1).',
      example: '`spf: []`',
    },
    SPF_NOT_SPF: {
      severity: 'notice',
      message: 'This TXT record does not begin with "v=spf1" followed by a space, so SPF receivers discard it.',
      description: 'RFC 7208 §4.5 keeps only records that begin with exactly `v=spf1` and a space (or end there); anything else is not SPF.',
      example: '`v=spf10 -all`, `spf1 mx -all`',
    },
    SPF_MULTIPLE_RECORDS: {
      severity: 'error',
      message: 'The domain publishes {{count}} SPF records; receivers return permerror for every message.',
      description: 'More than one v=spf1 record makes check_host() return permerror (RFC 7208 §4.5, §3.2): merge them into one.',
      example: '`v=spf1 mx -all` and `v=spf1 include:_spf.example.net -all`',
    },
    SPF_SYNTAX_ERROR: {
      severity: 'error',
      message: 'Term "{{term}}" at position {{position}} is invalid: {{reason}}.',
      description: 'A term breaks the grammar of RFC 7208 §12 (a domain without a top-level label, a bad IP network or prefix, a broken macro, a qualifier on a modifier, a repeated redirect or exp); the whole record is a permerror (§4.6).',
      example: '`ip4:192.0.2.300`, `include:`, `-all.`',
    },
    SPF_UNKNOWN_MECHANISM: {
      severity: 'error',
      message: 'Term "{{term}}" at position {{position}} uses "{{name}}", which is not an SPF mechanism.',
      description: 'Only all, include, a, mx, ptr, ip4, ip6 and exists are mechanisms; any other makes the record a permerror (RFC 7208 §5, §4.6.1).',
      example: '`ipv4:192.0.2.1`, `+spf`',
    },
    SPF_UNKNOWN_MODIFIER: {
      severity: 'warning',
      message: 'Modifier "{{term}}" at position {{position}} is unknown and receivers ignore it.',
      description: 'Unknown modifiers are allowed and ignored (RFC 7208 §6); one named like a mechanism (`include=`) is usually a typo that silently drops that part of the policy.',
      example: '`include=_spf.example.net`',
    },
    SPF_TOO_MANY_LOOKUPS: {
      severity: 'error',
      message: 'The record itself has {{lookups}} terms that cause DNS lookups; SPF allows 10 in all.',
      description: 'include, a, mx, ptr, exists and redirect count against a limit of 10 for the whole evaluation; past it the result is permerror (RFC 7208 §4.6.4). This count covers the given record only.',
      example: '11 × `include:…`',
    },
    SPF_NESTED_LOOKUPS_UNCOUNTED: {
      severity: 'notice',
      message: 'Lookups counted in this record: {{lookups}}; its {{nested}} include or redirect targets add their own, which cannot be counted without DNS.',
      description: 'The limit of 10 lookups (RFC 7208 §4.6.4) covers included and redirected records too; their terms are not in the evidence, so the count here is a lower bound.',
      example: '`include:_spf.mailhost.example`',
    },
    SPF_PASS_ALL: {
      severity: 'error',
      message: 'Term "{{term}}" at position {{position}} passes every host on the Internet.',
      description: '`+all` (or a bare `all`) makes any sender pass SPF for the domain (RFC 7208 §5.1), which defeats the record.',
      example: '`v=spf1 +all`',
    },
    SPF_NEUTRAL_ALL: {
      severity: 'warning',
      message: 'Term "{{term}}" at position {{position}} ends the policy with neutral: unlisted hosts are neither authorized nor refused.',
      description: '`?all` gives neutral, which receivers treat like no policy (RFC 7208 §2.6.2, §8.2); `~all` or `-all` says that other hosts are not authorized.',
      example: '`v=spf1 mx ?all`',
    },
    SPF_NO_ALL: {
      severity: 'warning',
      message: 'The record has neither an "all" mechanism nor a redirect, so unlisted hosts get neutral.',
      description: 'When no mechanism matches and there is no redirect the result is neutral, as if `?all` ended the record (RFC 7208 §4.7).',
      example: '`v=spf1 mx`',
    },
    SPF_PTR: {
      severity: 'warning',
      message: 'Term "{{term}}" at position {{position}} uses the ptr mechanism, which should not be published.',
      description: 'ptr is slow, unreliable and loads the reverse DNS of others; RFC 7208 §5.5 says it SHOULD NOT be used.',
      example: '`v=spf1 ptr -all`',
    },
    SPF_REDIRECT_WITH_ALL: {
      severity: 'warning',
      message: 'Modifier "{{term}}" at position {{position}} is ignored because the record has an "all" mechanism.',
      description: 'A redirect is ignored when the record contains `all`, wherever it stands (RFC 7208 §6.1); one of the two is a mistake.',
      example: '`v=spf1 redirect=_spf.example.com -all`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (ctx.spfRecords.length === 0) {
      findings.add('SPF_MISSING', { pointer: jsonPointer('records', 'spf'), details: { observed: ctx.spf.length } });
    }
    if (ctx.spfRecords.length > 1) {
      findings.addGroup(
        'SPF_MULTIPLE_RECORDS',
        'spf',
        ctx.spfRecords.map((entry) => ({ pointer: at(entry.index), details: { count: ctx.spfRecords.length, index: entry.index } })),
      );
    }
    for (const entry of ctx.spf) {
      const pointer = at(entry.index);
      if (!entry.isSpf) {
        findings.add('SPF_NOT_SPF', { pointer, details: { record: entry.text } });
        continue;
      }
      const seenModifiers = new Set<string>();
      for (const term of entry.terms) {
        const where = { term: term.text, position: term.position };
        if (term.error) {
          findings.add('SPF_SYNTAX_ERROR', { pointer, details: { ...where, reason: term.error } });
        } else if (term.kind === 'unknown-mechanism') {
          findings.add('SPF_UNKNOWN_MECHANISM', { pointer, details: { ...where, name: term.name } });
        } else if (term.kind === 'modifier' && term.name !== 'redirect' && term.name !== 'exp') {
          findings.add('SPF_UNKNOWN_MODIFIER', { pointer, details: { ...where, name: term.name } });
        }
        if (term.kind === 'modifier' && (term.name === 'redirect' || term.name === 'exp')) {
          if (seenModifiers.has(term.name)) {
            findings.add('SPF_SYNTAX_ERROR', { pointer, details: { ...where, reason: `"${term.name}" may appear only once (RFC 7208 §6)` } });
          }
          seenModifiers.add(term.name);
        }
        if (term.kind === 'mechanism' && term.name === 'ptr') findings.add('SPF_PTR', { pointer, details: where });
      }
      if (entry.lookups > 10) {
        findings.add('SPF_TOO_MANY_LOOKUPS', { pointer, details: { lookups: entry.lookups, nested: entry.nested } });
      } else if (entry.nested > 0) {
        findings.add('SPF_NESTED_LOOKUPS_UNCOUNTED', { pointer, details: { lookups: entry.lookups, nested: entry.nested } });
      }
      if (entry.all) {
        const where = { term: entry.all.text, position: entry.all.position };
        const all = allTerm(entry.all);
        if (all === '+all') findings.add('SPF_PASS_ALL', { pointer, details: where });
        if (all === '?all') findings.add('SPF_NEUTRAL_ALL', { pointer, details: where });
        for (const redirect of entry.redirects) {
          findings.add('SPF_REDIRECT_WITH_ALL', { pointer, details: { term: redirect.text, position: redirect.position } });
        }
      } else if (entry.redirects.length === 0) {
        findings.add('SPF_NO_ALL', { pointer });
      }
    }
  },
});
