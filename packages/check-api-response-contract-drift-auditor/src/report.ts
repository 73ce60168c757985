import { codesOf, echoed, type Evaluation, extraKeys, type Finding, findingsByItem, type JsonValue } from '@evidence-check/core-receipt';
import type { Context } from './context.js';
import { CONTRACT_KEYS, RESPONSE_KEYS } from './lib/members.js';
import { DRIFT_CODES, verdictOf, type Verdict } from './lib/verdict.js';

export type { Verdict } from './lib/verdict.js';

export type ResponseEntry = {
  id: JsonValue;
  contractId: JsonValue;
  /** `unmatched`: the contract id is unknown; `drift`: a drift code fired; else `match`. */
  verdict: Verdict;
  /** The drift codes found on this response, in finding order, each once. */
  drift: string[];
  /** Body findings past the cap of 10 per code and response, counted by code (usually empty). */
  omitted: Record<string, number>;
  /** The response's keys this check does not read, as given. */
  extra: Record<string, JsonValue>;
};

export type ContractEntry = {
  id: JsonValue;
  /** Responses held to this contract (a later duplicate of an id holds none). */
  responses: number;
  /** Codes found on this contract, in finding order, each once. */
  codes: string[];
  extra: Record<string, JsonValue>;
};

export type Report = { contracts: ContractEntry[]; responses: ResponseEntry[] };

/** One entry per contract and per response, in input order, with the codes found on each. */
export function buildReport(ctx: Context, findings: readonly Finding[]): Evaluation<Report> {
  const byContract = findingsByItem(findings, '/contracts', ctx.contracts.length);
  const byResponse = findingsByItem(findings, '/responses', ctx.responses.length);
  const responses = ctx.responses.map(({ index, response, contract, body, headers }): ResponseEntry => {
    const drift = codesOf(byResponse[index] ?? []).filter((code) => DRIFT_CODES.has(code));
    return {
      id: echoed(response.id),
      contractId: echoed(response.contract_id),
      verdict: verdictOf(contract !== null, drift),
      drift,
      omitted: { ...body?.omitted, ...(headers?.ok && headers.total > headers.missing.length ? { REQUIRED_HEADER_MISSING: headers.total - headers.missing.length } : {}) },
      extra: extraKeys(response, RESPONSE_KEYS),
    };
  });
  const contracts = ctx.contracts.map(({ index, contract }): ContractEntry => ({
    id: echoed(contract.id),
    responses: ctx.held[index] ?? 0,
    codes: codesOf(byContract[index] ?? []),
    extra: extraKeys(contract, CONTRACT_KEYS),
  }));
  const count = (verdict: Verdict) => responses.filter((entry) => entry.verdict === verdict).length;
  return {
    report: { contracts, responses },
    counters: {
      contracts: contracts.length,
      responses: responses.length,
      matched: count('match'),
      drifted: count('drift'),
      unmatched: count('unmatched'),
      omitted: responses.reduce((sum, entry) => sum + Object.values(entry.omitted).reduce((a, b) => a + b, 0), 0),
    },
  };
}
