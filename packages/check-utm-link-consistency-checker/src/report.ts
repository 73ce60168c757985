import type { Evaluation, Finding } from '@evidence-check/core-receipt';
import type { Context } from './context.js';

export type ValueCount = { param: string; value: string; links: number };

export type Report = {
  links: number;
  /** Links whose URL parsed as http(s) and were checked further. */
  checked: number;
  required: string[];
  linksMissingUtm: number;
  duplicateLinks: number;
  possiblePii: number;
  /** Every tracked parameter value, as first spelled, with the number of links using it. */
  values: ValueCount[];
};

/** Each tracked parameter's distinct (first) values with their link counts, by parameter then value. */
function valueCounts(ctx: Context): ValueCount[] {
  const values: ValueCount[] = [];
  for (const [param, list] of ctx.sightings) {
    const counts = new Map<string, number>();
    for (const { value } of list) counts.set(value, (counts.get(value) ?? 0) + 1);
    for (const [value, links] of counts) values.push({ param, value, links });
  }
  return values.sort((a, b) => (a.param === b.param ? (a.value < b.value ? -1 : a.value > b.value ? 1 : 0) : a.param < b.param ? -1 : 1));
}

/** The report and counters; `possiblePii` counts the POSSIBLE_PII findings (one per link and parameter). */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const checked = ctx.links.filter(({ parsed }) => parsed.ok).length;
  const linksMissingUtm = ctx.links.filter(({ missing }) => missing !== null).length;
  const duplicateLinks = ctx.duplicateLinks.reduce((sum, { members }) => sum + members.length, 0);
  const possiblePii = findings.filter(({ code }) => code === 'POSSIBLE_PII').length;
  const report: Report = {
    links: ctx.links.length,
    checked,
    required: [...ctx.required],
    linksMissingUtm,
    duplicateLinks,
    possiblePii,
    values: valueCounts(ctx),
  };
  return {
    report,
    counters: { links: report.links, checked, missingUtm: linksMissingUtm, duplicates: duplicateLinks, possiblePii },
  };
}
