import { defineCheck, runRules } from '@evidence-check/core-receipt';
import { codes, rules, type Code } from './codes.js';
import { prepare } from './rules/context.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type PathEntry = { path: string; portable: boolean; codes: Code[] };

export type Report = {
  maxPathLength: number;
  paths: PathEntry[];
};

const COLLISIONS: readonly string[] = ['CASE_COLLISION', 'UNICODE_NORMALIZATION_COLLISION'] satisfies Code[];

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'filename-portability-preflight',
  title: 'Filename Portability Preflight',
  category: 'Productivity',
  summary: 'Flags reserved names, invalid characters, trailing dots, case and Unicode collisions and long paths.',
  limitations: [
    'Checks the supplied path strings only; no file system is read and no file is created.',
    'Windows, macOS and common Linux rules are applied together: a path is portable when all of them accept it.',
    'Case collisions use simple Unicode case folding; a file system with its own case table may differ for rare characters.',
    'Path length is counted for the path as given, without the directory it will be extracted into.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    // Every finding of this check sits at one path (/paths/<i>): the report lists them per path.
    const perPath = input.paths.map(() => new Set<string>());
    for (const finding of findings.sorted()) perPath[Number(finding.pointer.slice('/paths/'.length))]?.add(finding.code);
    const order = Object.keys(codes) as Code[];
    const paths: PathEntry[] = input.paths.map((path, index) => {
      const own = perPath[index] as Set<string>;
      return { path, portable: own.size === 0, codes: order.filter((code) => own.has(code)) };
    });
    const colliding = paths.filter((entry) => entry.codes.some((code) => COLLISIONS.includes(code))).length;
    return {
      report: { maxPathLength: ctx.limit, paths },
      counters: { paths: paths.length, portable: paths.filter((entry) => entry.portable).length, colliding },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
