// The six member products, run through their own packages: the pack copies none of their logic.
import { definition as costs } from '@evidence-check/agent-cost-decomposer';
import { definition as completion } from '@evidence-check/completion-evidence-receipt-auditor';
import { definition as promiseAction } from '@evidence-check/promise-action-evidence-checker';
import { definition as skillActivation } from '@evidence-check/skill-activation-verifier';
import { definition as toolCalls } from '@evidence-check/tool-call-contract-auditor';
import { definition as toolDescriptions } from '@evidence-check/tool-description-contract-linter';
import { canonicalOrder, type CheckDefinition, type CodeSpec, type CodeTable, type JsonObject, type JsonValue, type Status, type Summary, type UnsignedResult } from '@evidence-check/core-receipt';
import type { Input } from '../generated/schema.js';

export type SectionName = keyof Input;

/**
 * Section → member product, in the order of the request and the report. A member's codes appear
 * in the pack under `<TAG>_<CODE>`, TAG being the section name in upper case.
 */
export const MEMBERS = [
  { section: 'promise_action', tag: 'PROMISE_ACTION', check: promiseAction },
  { section: 'tool_calls', tag: 'TOOL_CALLS', check: toolCalls },
  { section: 'completion', tag: 'COMPLETION', check: completion },
  { section: 'tool_descriptions', tag: 'TOOL_DESCRIPTIONS', check: toolDescriptions },
  { section: 'skill_activation', tag: 'SKILL_ACTIVATION', check: skillActivation },
  { section: 'costs', tag: 'COSTS', check: costs },
] as const satisfies ReadonlyArray<{ section: SectionName; tag: string; check: { id: string; codes: CodeTable } }>;

type Member = (typeof MEMBERS)[number];

/** A member's code table under the pack's names: every code gets the section tag, nothing else changes. */
export type Tagged<Tag extends string, Codes> = { readonly [Code in keyof Codes & string as `${Tag}_${Code}`]: Codes[Code] };

type TaggedCodesOf<M> = M extends { tag: infer Tag extends string; check: { codes: infer Codes } } ? Tagged<Tag, Codes> : never;
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/** Every member code under its pack name. */
export type MemberCodes = UnionToIntersection<TaggedCodesOf<Member>>;

/** The pack name of a member code: `TOOL_CALLS` + `INVALID_ID` gives `TOOL_CALLS_INVALID_ID`. */
export const taggedCode = (tag: string, code: string): string => `${tag}_${code}`;

/**
 * The members' codes under their pack names, built from the members' own tables when the module
 * loads (a name declared twice throws there). Severity, message and example are the member's own,
 * so a re-emitted finding renders the member's message from the member's details; the description
 * names the member product and code.
 */
export const MEMBER_CODES: MemberCodes & CodeTable = memberCodes();

function memberCodes(): MemberCodes & CodeTable {
  const table: Record<string, CodeSpec> = {};
  for (const { tag, check } of MEMBERS) {
    for (const [code, spec] of Object.entries(check.codes as CodeTable)) {
      const name = taggedCode(tag, code);
      if (name in table) throw new Error(`agent-run-evidence-pack: member code ${name} is declared twice`);
      table[name] = { ...spec, description: `${check.id} \`${code}\`: ${spec.description}` };
    }
  }
  return table as unknown as MemberCodes & CodeTable;
}

/** Whether a pack code is a member's (tagged) code rather than one of the pack's own. */
export const isMemberCode = (code: string): boolean => Object.prototype.hasOwnProperty.call(MEMBER_CODES, code);

/** One member's result on its section, as the report shows it. */
export interface SectionReport {
  utility: string;
  version: string;
  /** The member's own status on the sub-packet. */
  status: Status;
  /** The member's own summary (its severities and counters). */
  summary: Summary;
  /** The member's own report. */
  report: JsonValue;
  /** Keys of the section that are not the member's request keys: carried over, never checked. */
  extra: JsonObject;
}

export interface SectionRun {
  section: SectionName;
  tag: string;
  /** The sub-packet handed to the member: the section's keys the member's schema names. */
  request: JsonObject;
  /** The member's result without its receipt: the pack re-emits findings and reports, never the members' digests. */
  result: UnsignedResult<JsonValue>;
  extra: JsonObject;
}

/** The member's own request keys (its closed top level) taken from the section; the rest is extra. */
export function subPacket(check: CheckDefinition<unknown, unknown>, section: JsonObject): { request: JsonObject; extra: JsonObject } {
  const known = Object.keys((check.inputSchema.properties ?? {}) as JsonObject);
  const request: JsonObject = {};
  const extra: JsonObject = {};
  for (const [key, value] of Object.entries(section)) {
    // Assignment through defineProperty keeps a caller's '__proto__' key a plain key.
    Object.defineProperty(known.includes(key) ? request : extra, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return { request, extra: canonicalOrder(extra) };
}

/** Runs every member on its sub-packet. */
export function runMembers(input: Input): SectionRun[] {
  return MEMBERS.map(({ section, tag, check }) => {
    const { request, extra } = subPacket(check as CheckDefinition<unknown, unknown>, input[section] as unknown as JsonObject);
    const result = (check as CheckDefinition<unknown, unknown>).runUnsigned(request) as UnsignedResult<JsonValue>;
    return { section, tag, request, result, extra };
  });
}

export function sectionReport(run: SectionRun): SectionReport {
  const { utility, version, status, summary, report } = run.result;
  return { utility, version, status, summary, report, extra: run.extra };
}
