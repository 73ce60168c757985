import { codesOf, findingsByItem, type Evaluation, type Finding } from '@evidence-check/core-receipt';
import { codes, type Code } from './codes.js';
import type { Context } from './context.js';

export type PathEntry = { path: string; portable: boolean; codes: Code[] };

export type Report = {
  maxPathLength: number;
  paths: PathEntry[];
};

const COLLISIONS: readonly string[] = ['CASE_COLLISION', 'UNICODE_NORMALIZATION_COLLISION'] satisfies Code[];

/** Every finding of this check sits at one path (/paths/<i>): the report lists their codes per path, in declaration order. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const order = Object.keys(codes) as Code[];
  const byPath = findingsByItem(findings, '/paths', ctx.paths.length);
  const paths: PathEntry[] = ctx.paths.map(({ path, index }) => {
    const own = new Set(codesOf(byPath[index] as Finding[]));
    return { path, portable: own.size === 0, codes: order.filter((code) => own.has(code)) };
  });
  const colliding = paths.filter((entry) => entry.codes.some((code) => COLLISIONS.includes(code))).length;
  return {
    report: { maxPathLength: ctx.limit, paths },
    counters: { paths: paths.length, portable: paths.filter((entry) => entry.portable).length, colliding },
  };
}
