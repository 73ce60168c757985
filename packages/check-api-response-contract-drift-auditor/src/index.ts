import { defineCheck, runRules, type Finding, type JsonValue } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { prepare } from './context.js';
import { extraKeys } from './json.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type Verdict = 'match' | 'drift' | 'unmatched';

export type ResponseEntry = {
  id: JsonValue;
  contract_id: JsonValue;
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

const CONTRACT_KEYS = new Set(['id', 'expected_status', 'expected_content_type', 'required_fields', 'forbidden_fields', 'field_types', 'stable_values']);
const RESPONSE_KEYS = new Set(['id', 'contract_id', 'status', 'content_type', 'body']);
const DRIFT_CODES = new Set<string>([
  'RESPONSE_FIELD_INVALID',
  'STATUS_MISMATCH',
  'CONTENT_TYPE_MISMATCH',
  'REQUIRED_FIELD_MISSING',
  'FORBIDDEN_FIELD_PRESENT',
  'FIELD_TYPE_MISMATCH',
  'STABLE_VALUE_MISMATCH',
]);

/** Codes per item of one top-level array, from findings in their canonical order. */
function codesByItem(findings: readonly Finding[], array: string, size: number): string[][] {
  const byItem: Array<Set<string>> = Array.from({ length: size }, () => new Set());
  const prefix = `/${array}/`;
  for (const { pointer, code } of findings) {
    if (!pointer.startsWith(prefix)) continue;
    const index = Number(pointer.slice(prefix.length).split('/', 1)[0]);
    byItem[index]?.add(code);
  }
  return byItem.map((set) => [...set]);
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'api-response-contract-drift-auditor',
  title: 'API Response Contract Drift Auditor',
  category: 'Agent Evidence',
  summary: 'Compares recorded responses with status, content-type, field, type and stable-value contracts.',
  limitations: [
    'Stable-value checks are exact structural comparisons; no tolerance, normalization or pattern matching is applied.',
    'Compares only the supplied recorded responses; no API is called or replayed.',
    'A READY status is a preflight signal about the recorded responses, not a guarantee about the live API.',
    'Content types are compared by type/subtype only: no media ranges (`application/*`) and no structured-syntax suffix equivalence (`application/problem+json` is not `application/json`).',
    'Dotted paths cannot address a member whose name contains a dot.',
    'At most 10 findings of one code are listed per response; the rest are counted in the report (`omitted`).',
    'A duplicate finding (DUPLICATE_CONTRACT_ID, DUPLICATE_RESPONSE_ID) lists at most the first 20 positions of its set in `positions`; `count` is always the full number.',
    'Findings quote an id, a dotted path or a value (canonical JSON) of more than 200 characters by its first 200 characters and `…` (STABLE_VALUE_MISMATCH then leaves out `expected` or `actual`); STATUS_MISMATCH names at most 20 expected statuses and counts the rest; the report keeps every id whole.',
    'A media type whose type or subtype name is longer than 127 characters (the RFC 6838 limit) is not read.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);

    const found = findings.sorted();
    const contractCodes = codesByItem(found, 'contracts', input.contracts.length);
    const responseCodes = codesByItem(found, 'responses', input.responses.length);
    const held = new Map<number, number>();
    for (const { contract } of ctx.responses) if (contract) held.set(contract.index, (held.get(contract.index) ?? 0) + 1);

    const responses = ctx.responses.map(({ index, response, contract }): ResponseEntry => {
      const drift = (responseCodes[index] ?? []).filter((code) => DRIFT_CODES.has(code));
      return {
        id: response.id as JsonValue,
        contract_id: response.contract_id as JsonValue,
        verdict: contract === null ? 'unmatched' : drift.length > 0 ? 'drift' : 'match',
        drift,
        omitted: ctx.omitted.get(index) ?? {},
        extra: extraKeys(response, RESPONSE_KEYS),
      };
    });
    const contracts = ctx.contracts.map(({ index, contract }): ContractEntry => ({
      id: contract.id as JsonValue,
      responses: held.get(index) ?? 0,
      codes: contractCodes[index] ?? [],
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
        omitted: [...ctx.omitted.values()].reduce((sum, byCode) => sum + Object.values(byCode).reduce((a, b) => a + b, 0), 0),
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
