import { defineRule, jsonPointer, type CodeTable, type FindingCollector } from '@evidence-check/core-receipt';
import type { Context, DmarcEntry } from '../context.js';
import { KNOWN_TAGS, policyRank, readPercent, readPolicy, tagValueProblem, uriProblem } from '../lib/dmarc.js';
import { tagValue } from '../lib/tags.js';

const at = (index: number) => jsonPointer('records', 'dmarc', index);

const codes = {
  DMARC_MISSING: {
    severity: 'warning',
    message: 'No record given begins with "v=DMARC1": the domain publishes no DMARC policy.',
    description: 'Without a DMARC record receivers apply no domain policy to mail that fails SPF and DKIM alignment, and send no reports (RFC 7489 §6.6.3).',
    example: '`dmarc: []`',
  },
  DMARC_NOT_DMARC: {
    severity: 'notice',
    message: 'This TXT record does not begin with "v=DMARC1", so receivers discard it.',
    description: 'Records at _dmarc that do not start with the tag v=DMARC1 are discarded (RFC 7489 §6.6.3 step 3); the version value is exact (§6.3).',
    example: '`v=DMARC2; p=reject`, `v=dmarc1; p=none`',
  },
  DMARC_VERSION_NOT_FIRST: {
    severity: 'error',
    message: 'The record has v=DMARC1 as tag {{ordinal}}; it must be the first tag, so receivers discard the record.',
    description: 'v is REQUIRED and MUST be the first tag (RFC 7489 §6.3); a record that does not start with it is discarded (§6.6.3).',
    example: '`p=reject; v=DMARC1`',
  },
  DMARC_MULTIPLE_RECORDS: {
    severity: 'error',
    message: 'The domain publishes {{count}} DMARC records; receivers apply none of them.',
    description: 'With more than one DMARC record policy discovery ends and DMARC is not applied (RFC 7489 §6.6.3 step 4).',
    example: 'two `v=DMARC1` records',
  },
  DMARC_POLICY_MISSING: {
    severity: 'warning',
    message: 'The DMARC record has no p= tag: RFC 9989 receivers read it as p=none, RFC 7489 receivers ignore it unless rua holds a valid URI.',
    description: 'RFC 9989 makes p RECOMMENDED and reads a record without it as p=none (monitor only); RFC 7489 §6.3 required p, and its receivers treat the record as p=none only when rua is valid and ignore it otherwise (§6.6.3 step 6). Write the policy out.',
    example: '`v=DMARC1; rua=mailto:d@example.com`',
  },
  DMARC_POLICY_INVALID: {
    severity: 'error',
    message: 'The DMARC policy p={{value}} is not none, quarantine or reject.',
    description: 'p takes none, quarantine or reject (RFC 9989, RFC 7489 §6.3); RFC 7489 receivers handle an invalid value as a missing one (§6.6.3 step 6).',
    example: '`p=block`',
  },
  DMARC_MONITOR_ONLY: {
    severity: 'warning',
    message: 'The DMARC policy is p=none: failing mail is only reported, never quarantined or rejected.',
    description: 'p=none requests no action (RFC 7489 §6.3); spoofed mail is delivered as usual. Move to quarantine or reject once reports are clean.',
    example: '`v=DMARC1; p=none`',
  },
  DMARC_PARTIAL_PCT: {
    severity: 'warning',
    message: 'pct={{pct}}: the policy is applied to only {{pct}}% of failing mail.',
    description: 'pct below 100 samples the policy: the rest of the failing mail gets the next weaker policy (RFC 7489 §6.3, §6.6.4).',
    example: '`p=quarantine; pct=25`',
  },
  DMARC_SUBDOMAIN_WEAKER: {
    severity: 'warning',
    message: 'Subdomains get sp={{sp}}, weaker than the domain policy p={{p}}.',
    description: 'sp sets the policy for subdomains (RFC 7489 §6.3); a weaker one leaves them open to the spoofing the domain policy stops.',
    example: '`p=reject; sp=none`',
  },
  DMARC_NO_RUA: {
    severity: 'notice',
    message: 'The DMARC record has no rua tag, so no aggregate reports are sent.',
    description: 'Aggregate reports go only to the rua addresses (RFC 7489 §6.3, §7.2); without them the domain cannot see who sends in its name.',
    example: '`v=DMARC1; p=reject`',
  },
  DMARC_URI_MALFORMED: {
    severity: 'warning',
    message: 'Report address "{{uri}}" in {{tag}} {{problem}}.',
    description: 'rua and ruf are comma-separated URIs, each with an optional !size limit (RFC 7489 §6.2, §6.4); a malformed one receives no reports.',
    example: '`rua=dmarc@example.com` (no `mailto:`)',
  },
  DMARC_UNKNOWN_TAG: {
    severity: 'notice',
    message: 'Tag "{{tag}}" is not a DMARC tag; receivers ignore it.',
    description: 'Unknown tags MUST be ignored (RFC 9989, RFC 7489 §6.3); a misspelled tag silently takes its default. Known: the tags of RFC 9989 (v, p, sp, np, psd, t, adkim, aspf, fo, rua, ruf) and those it removed (pct, rf, ri).',
    example: '`policy=reject`',
  },
  DMARC_TAG_INVALID: {
    severity: 'warning',
    message: 'Tag "{{tag}}" is invalid: {{problem}}; receivers use its default instead.',
    description: 'A tag with an invalid value, a repeated tag or a part that is not tag=value is discarded in favour of defaults (RFC 9989, RFC 7489 §6.3, grammar §6.4); rf takes registered report formats only (afrf).',
    example: '`adkim=x`, `pct=150`, `sp=block`, `t=yes`, `rf=json`',
  },
} as const satisfies CodeTable;

function checkRecord(entry: DmarcEntry, findings: FindingCollector<typeof codes>): void {
  const pointer = at(entry.index);
  for (const { tag, problem } of entry.tags.problems) findings.add('DMARC_TAG_INVALID', { pointer, details: { tag, problem } });
  const tagInvalid = (tag: string, problem: string) => findings.add('DMARC_TAG_INVALID', { pointer, details: { tag, problem } });

  const rawPolicy = tagValue(entry.tags, 'p');
  const policy = rawPolicy === undefined ? null : readPolicy(rawPolicy);
  if (rawPolicy === undefined) findings.add('DMARC_POLICY_MISSING', { pointer });
  else if (!policy) findings.add('DMARC_POLICY_INVALID', { pointer, details: { value: rawPolicy } });
  else if (policy === 'none') findings.add('DMARC_MONITOR_ONLY', { pointer, details: { policy } });

  for (const name of ['sp', 'np'] as const) {
    const raw = tagValue(entry.tags, name);
    if (raw === undefined) continue;
    const value = readPolicy(raw);
    if (!value) tagInvalid(name, `"${raw}" is not none, quarantine or reject`);
    else if (name === 'sp' && policy && policyRank(value) < policyRank(policy)) {
      findings.add('DMARC_SUBDOMAIN_WEAKER', { pointer, details: { p: policy, sp: value } });
    }
  }

  const rawPct = tagValue(entry.tags, 'pct');
  if (rawPct !== undefined) {
    const pct = readPercent(rawPct);
    if (pct === null) tagInvalid('pct', `"${rawPct}" is not a whole number from 0 to 100`);
    else if (pct < 100) findings.add('DMARC_PARTIAL_PCT', { pointer, details: { pct } });
  }

  for (const tag of entry.tags.tags) {
    if (!KNOWN_TAGS.has(tag.name)) {
      findings.add('DMARC_UNKNOWN_TAG', { pointer, details: { tag: tag.name } });
      continue;
    }
    const problem = tagValueProblem(tag.name, tag.value);
    if (problem) tagInvalid(tag.name, problem);
    if (tag.name === 'rua' || tag.name === 'ruf') {
      for (const uri of tag.value.split(',').map((part) => part.trim())) {
        const uriIssue = uriProblem(uri);
        if (uriIssue) findings.add('DMARC_URI_MALFORMED', { pointer, details: { tag: tag.name, uri, problem: uriIssue } });
      }
    }
  }
  if (tagValue(entry.tags, 'rua') === undefined) findings.add('DMARC_NO_RUA', { pointer });
}

export const dmarcRule = defineRule<Context>()({
  name: 'dmarc',
  codes,
  check(ctx, findings) {
    if (ctx.dmarcRecords.length === 0) findings.add('DMARC_MISSING', { pointer: jsonPointer('records', 'dmarc'), details: { observed: ctx.dmarc.length } });
    if (ctx.dmarcRecords.length > 1) {
      findings.addGroup(
        'DMARC_MULTIPLE_RECORDS',
        'dmarc',
        ctx.dmarcRecords.map((entry) => ({ pointer: at(entry.index), details: { count: ctx.dmarcRecords.length, index: entry.index } })),
      );
    }
    for (const entry of ctx.dmarc) {
      if (entry.isDmarc) {
        checkRecord(entry, findings);
        continue;
      }
      const version = entry.tags.tags.find((tag) => tag.name === 'v' && tag.value === 'DMARC1');
      if (version) findings.add('DMARC_VERSION_NOT_FIRST', { pointer: at(entry.index), details: { ordinal: version.ordinal } });
      else findings.add('DMARC_NOT_DMARC', { pointer: at(entry.index), details: { record: entry.text } });
    }
  },
});
