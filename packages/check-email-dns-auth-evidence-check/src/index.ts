import { defineCheck, jsonPointer, runRules, type Finding } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { allTerm, prepare, type AllTerm, type Context } from './context.js';
import { readPercent, readPolicy, type Policy } from './parse/dmarc.js';
import { tagValue } from './parse/tags.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type { AllTerm, Policy };

export interface SpfReport {
  /** The domain's one SPF record, or null when there is none or more than one. */
  record: string | null;
  /** DNS-querying terms of that record (RFC 7208 §4.6.4), not counting those of included records. */
  lookups: number;
  /** The `all` that ends that record, or null. */
  all: AllTerm | null;
  /** One verdict per entry of records.spf, in input order. */
  records: { spf: boolean; lookups: number; all: AllTerm | null; valid: boolean }[];
}

export interface DkimReport {
  selector: string;
  keyType: string;
  /** RSA modulus length or 256 for Ed25519; null when the key is missing, revoked or undecodable. */
  keyBits: number | null;
  revoked: boolean;
  testing: boolean;
  valid: boolean;
}

export interface DmarcReport {
  /** p of the domain's one DMARC record, or null when there is none, several, or p is missing or invalid. */
  policy: Policy | null;
  /** The policy subdomains get: sp, else p (RFC 7489 §6.3). */
  subdomainPolicy: Policy | null;
  /** pct of that record (100 when absent or invalid), or null without one record. */
  pct: number | null;
  rua: string[];
  records: { dmarc: boolean; valid: boolean }[];
}

export interface MxReport {
  nullMx: boolean;
  /** Well-formed exchange hosts, in input order. */
  hosts: string[];
  records: { preference: number | null; host: string | null; valid: boolean }[];
}

export type Report = {
  domain: string;
  spf: SpfReport;
  dkim: DkimReport[];
  dmarc: DmarcReport;
  mx: MxReport;
};

/** An item is valid when no error-severity finding sits at it or inside it. */
function validity(findings: readonly Finding[]): (pointer: string) => boolean {
  const faulty = new Set<string>();
  for (const finding of findings) {
    if (finding.severity !== 'error') continue;
    // records/<kind>/<index> is the item; deeper pointers belong to it: cut at the fourth "/".
    const { pointer } = finding;
    const second = pointer.indexOf('/', 1);
    const third = second < 0 ? -1 : pointer.indexOf('/', second + 1);
    const fourth = third < 0 ? -1 : pointer.indexOf('/', third + 1);
    faulty.add(fourth < 0 ? pointer : pointer.slice(0, fourth));
  }
  return (pointer) => !faulty.has(pointer);
}

function buildReport(ctx: Context, findings: readonly Finding[]): Report {
  const valid = validity(findings);
  const single = ctx.spfRecords.length === 1 ? ctx.spfRecords[0] : undefined;
  const dmarcRecord = ctx.dmarcRecords.length === 1 ? ctx.dmarcRecords[0] : undefined;
  const rawPolicy = dmarcRecord ? tagValue(dmarcRecord.tags, 'p') : undefined;
  const policy = rawPolicy === undefined ? null : readPolicy(rawPolicy);
  const rawSp = dmarcRecord ? tagValue(dmarcRecord.tags, 'sp') : undefined;
  const rawPct = dmarcRecord ? tagValue(dmarcRecord.tags, 'pct') : undefined;
  const rua = dmarcRecord ? tagValue(dmarcRecord.tags, 'rua') : undefined;
  return {
    domain: ctx.domain,
    spf: {
      record: single?.text ?? null,
      lookups: single?.lookups ?? 0,
      all: single?.all ? allTerm(single.all) : null,
      records: ctx.spf.map((entry) => ({
        spf: entry.isSpf,
        lookups: entry.lookups,
        all: entry.all ? allTerm(entry.all) : null,
        valid: valid(jsonPointer('records', 'spf', entry.index)),
      })),
    },
    dkim: ctx.dkim.map((entry) => ({
      selector: entry.selector,
      keyType: entry.keyType,
      keyBits: entry.key?.ok ? entry.key.bits : null,
      revoked: entry.revoked,
      testing: entry.testing,
      valid: valid(jsonPointer('records', 'dkim', entry.index)),
    })),
    dmarc: {
      policy,
      subdomainPolicy: (rawSp === undefined ? null : readPolicy(rawSp)) ?? policy,
      pct: dmarcRecord ? (rawPct === undefined ? null : readPercent(rawPct)) ?? 100 : null,
      rua: rua === undefined ? [] : rua.split(',').map((uri) => uri.trim()),
      records: ctx.dmarc.map((entry) => ({ dmarc: entry.isDmarc, valid: valid(jsonPointer('records', 'dmarc', entry.index)) })),
    },
    mx: {
      nullMx: ctx.mx.some((entry) => entry.isNull),
      hosts: ctx.mx.filter((entry) => !entry.isNull && !entry.problem).map((entry) => entry.host as string),
      records: ctx.mx.map((entry) => ({
        preference: entry.preference,
        host: entry.host,
        valid: valid(jsonPointer('records', 'mx', entry.index)),
      })),
    },
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'email-dns-auth-evidence-check',
  title: 'Email DNS Auth Evidence Check',
  category: 'Email',
  summary: 'Checks SPF, DKIM, DMARC and MX evidence for missing, conflicting, invalid or monitor-only policy.',
  limitations: [
    'Does not resolve DNS: judges only the record texts the caller supplies, as observed at observed_at.',
    'Counts the SPF lookups of the given record only; terms of included and redirected records need DNS and are not counted.',
    'Judges only the DKIM selectors supplied: selectors cannot be listed from DNS.',
    'Does not verify that external DMARC report destinations authorize the domain (RFC 7489 §7.1).',
    'Sends no mail and verifies no DKIM signature; a READY status is not a deliverability guarantee.',
    'Accepts at most 10 SPF, 100 DKIM, 10 DMARC and 100 MX records per request.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const report = buildReport(ctx, findings.sorted());
    return {
      report,
      counters: {
        spfLookups: report.spf.lookups,
        dkimKeys: report.dkim.length,
        dmarcPolicy: report.dmarc.policy,
        mxHosts: report.mx.hosts.length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
