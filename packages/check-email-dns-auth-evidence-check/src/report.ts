import { findingsByItem, worstSeverity, type Evaluation, type Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { readPercent, readPolicy, type Policy } from './lib/dmarc.js';
import { allTerm, type AllTerm } from './lib/spf.js';
import { tagValue } from './lib/tags.js';

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
  /** p of the domain's one DMARC record (`none` when p is absent, RFC 9989), or null when there is none, several, or p is invalid. */
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

/** Per record of one kind: valid when no error-severity finding sits at it or inside it. */
function validity(findings: readonly Finding[], kind: 'spf' | 'dkim' | 'dmarc' | 'mx', length: number): boolean[] {
  return findingsByItem(findings, `/records/${kind}`, length).map((item) => worstSeverity(item) !== 'error');
}

export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const single = ctx.spfRecords.length === 1 ? ctx.spfRecords[0] : undefined;
  const dmarcRecord = ctx.dmarcRecords.length === 1 ? ctx.dmarcRecords[0] : undefined;
  const rawPolicy = dmarcRecord ? tagValue(dmarcRecord.tags, 'p') : undefined;
  // RFC 9989 reads a record without p as p=none; an invalid p stays null.
  const policy = rawPolicy === undefined ? (dmarcRecord ? 'none' : null) : readPolicy(rawPolicy);
  const rawSp = dmarcRecord ? tagValue(dmarcRecord.tags, 'sp') : undefined;
  const rawPct = dmarcRecord ? tagValue(dmarcRecord.tags, 'pct') : undefined;
  const rua = dmarcRecord ? tagValue(dmarcRecord.tags, 'rua') : undefined;
  const spfValid = validity(findings, 'spf', ctx.spf.length);
  const dkimValid = validity(findings, 'dkim', ctx.dkim.length);
  const dmarcValid = validity(findings, 'dmarc', ctx.dmarc.length);
  const mxValid = validity(findings, 'mx', ctx.mx.length);
  const report: Report = {
    domain: ctx.domain,
    spf: {
      record: single?.text ?? null,
      lookups: single?.lookups ?? 0,
      all: single?.all ? allTerm(single.all) : null,
      records: ctx.spf.map((entry) => ({
        spf: entry.isSpf,
        lookups: entry.lookups,
        all: entry.all ? allTerm(entry.all) : null,
        valid: spfValid[entry.index] as boolean,
      })),
    },
    dkim: ctx.dkim.map((entry) => ({
      selector: entry.selector,
      keyType: entry.keyType,
      keyBits: entry.key?.ok ? entry.key.bits : null,
      revoked: entry.revoked,
      testing: entry.testing,
      valid: dkimValid[entry.index] as boolean,
    })),
    dmarc: {
      policy,
      subdomainPolicy: (rawSp === undefined ? null : readPolicy(rawSp)) ?? policy,
      pct: dmarcRecord ? (rawPct === undefined ? null : readPercent(rawPct)) ?? 100 : null,
      rua: rua === undefined ? [] : rua.split(',').map((uri) => uri.trim()),
      records: ctx.dmarc.map((entry) => ({ dmarc: entry.isDmarc, valid: dmarcValid[entry.index] as boolean })),
    },
    mx: {
      nullMx: ctx.mx.some((entry) => entry.isNull),
      hosts: ctx.mx.filter((entry) => !entry.isNull && !entry.problem).map((entry) => entry.host as string),
      records: ctx.mx.map((entry) => ({
        preference: entry.preference,
        host: entry.host,
        valid: mxValid[entry.index] as boolean,
      })),
    },
  };
  return {
    report,
    counters: {
      spfLookups: report.spf.lookups,
      dkimKeys: report.dkim.length,
      dmarcPolicy: report.dmarc.policy,
      mxHosts: report.mx.hosts.length,
    },
  };
}
