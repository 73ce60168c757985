/**
 * What every rule and the report read, prepared once: each contract's constraints read into
 * matchers and path tries, each response tied to its contract (the first declared with its id) and
 * its body walked once along that contract's tries. Rules only read this.
 */
import { duplicateSets } from '@evidence-check/core-receipt';
import type { Input } from './generated/schema.js';
import { auditBody, type BodyAudit } from './lib/body.js';
import { readContract, type ContractView } from './lib/contract.js';
import { missingHeaders, readHeaders } from './lib/headers.js';
import { idKey, subjectOf } from './lib/json.js';

export type { ContractView } from './lib/contract.js';
export type Response = Input['responses'][number];

export interface ResponseView {
  index: number;
  response: Response;
  subject: string;
  /** The contract it is held to (the first declared with its id), or null when the id is unknown. */
  contract: ContractView | null;
  /** The body held to the contract's paths; null when it is held to none. */
  body: BodyAudit | null;
  /** Held to a contract with `required_headers`: the ones missing (first 10, sorted), or why `headers` cannot be read. */
  headers: { ok: true; missing: string[]; total: number; recorded: boolean } | { ok: false; reason: string } | null;
}

export interface Context {
  contracts: ContractView[];
  /** Contracts that share an id, each set in input order (first occurrence first). */
  duplicateContracts: ContractView[][];
  responses: ResponseView[];
  /** Responses that share an id, each set in input order. */
  duplicateResponses: ResponseView[][];
  /** Contract ids (canonical JSON) some response names. */
  named: ReadonlySet<string>;
  /** Per contract index: how many responses are held to it (a later duplicate of an id holds none). */
  held: number[];
}

export function prepare(input: Input): Context {
  const contracts = input.contracts.map(readContract);
  const byKey = new Map<string, ContractView>();
  for (const view of contracts) if (!byKey.has(view.key)) byKey.set(view.key, view);
  const named = new Set<string>();
  const held = contracts.map(() => 0);
  const responses = input.responses.map((response, index): ResponseView => {
    const key = idKey(response.contract_id);
    named.add(key);
    const contract = byKey.get(key) ?? null;
    if (contract) held[contract.index] = (held[contract.index] as number) + 1;
    return {
      index,
      response,
      subject: subjectOf(response.id),
      contract,
      body: contract ? auditBody(response.body, contract, index) : null,
      headers: contract && contract.headers.length > 0 ? headersOf(response.headers, contract.headers) : null,
    };
  });
  return {
    contracts,
    duplicateContracts: duplicateSets(contracts, (view) => view.key),
    responses,
    duplicateResponses: duplicateSets(responses, (view) => idKey(view.response.id)),
    named,
    held,
  };
}

function headersOf(value: unknown, required: readonly string[]): ResponseView['headers'] {
  const read = readHeaders(value);
  if (!read.ok) return read;
  const { listed, total } = missingHeaders(required, read.names);
  return { ok: true, missing: listed, total, recorded: read.recorded };
}
