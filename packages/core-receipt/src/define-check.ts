import { buildSummary, deriveStatus, FindingCollector } from './findings.js';
import { buildReceipt, type UnsignedResult } from './receipt.js';
import { runRules, type CheckRule } from './rules.js';
import type {
  Category,
  CheckResult,
  CodeSpec,
  CodeTable,
  Finding,
  JsonObject,
  JsonValue,
  Price,
  RunContext,
  SourceDisclosure,
} from './types.js';

export interface Evaluation<Report> {
  report: Report;
  /** Product counters merged into `summary` after errors, warnings and notices. */
  counters?: Record<string, JsonValue>;
  /** Maintained-data products only: the source mode and snapshot the result rests on. */
  source?: SourceDisclosure;
}

type Evaluate<Input, Codes extends CodeTable, Report> = (
  input: Input,
  findings: FindingCollector<Codes>,
  context: RunContext,
) => Evaluation<Report>;

/**
 * The three parts every check has, in this order: `prepare` reads the input once into a context;
 * `rules` (each in its own file under `src/rules/`) read the context and add findings; `report`
 * builds the report and the summary counters from the context and the findings in envelope order.
 * Rules never write state that another file reads back: what the report needs, `prepare` computes.
 */
export interface CheckParts<Input, Report, Context> {
  prepare(input: Input, context: RunContext): Context;
  rules: ReadonlyArray<CheckRule<Context, CodeTable>>;
  report(context: Context, findings: readonly Finding[]): Evaluation<Report>;
}

/** A tool, library, style guide or standard the product's users already trust. */
export interface Peer {
  name: string;
  /** Where its rules are written (docs page, source file, RFC section). */
  url: string;
  /** How the tests use it, when they run it as an oracle (e.g. "run over 40 real packages in test/publint-oracle.test.ts"). */
  oracle?: string;
}

/** One rule of a peer and what this product does about it. */
export interface PeerRule {
  /** A `peers[].name`. */
  peer: string;
  /** The peer's own name for the rule (its code, section or option). */
  rule: string;
  /** Our code(s) for it, or null when not covered; a null row says why in `note`. */
  ours: string | readonly string[] | null;
  note?: string;
}

/**
 * The README's "Compared with" table, as data: the peers, each peer rule and our code for it.
 * Codes that no row names are listed as what we check and the peers do not.
 */
export interface PeerComparison {
  peers: readonly Peer[];
  rules: readonly PeerRule[];
}

interface CatalogSpec<Input, Codes extends CodeTable> {
  id: string;
  title: string;
  category: Category;
  summary: string;
  limitations: readonly string[];
  comparison?: PeerComparison;
  /**
   * JSON Pointers of request subtrees whose member order is itself evidence, because the format the
   * caller quotes defines it so (Node reads `package.json` `exports` conditions in order). Everywhere
   * else the result is a function of the JSON value; the meta-tests reorder every other object.
   */
  orderSignificant?: readonly string[];
  version: string;
  price: Price;
  inputSchema: JsonObject;
  sampleInput: Input;
  codes: Codes;
}

type Without<T> = { [K in keyof T]?: never };

/**
 * A product: catalog text, schema, codes and its three parts. Without them (or with an empty
 * rules list) it is listed as not implemented and `run()` throws.
 */
export type CheckSpec<Input, Codes extends CodeTable, Report, Context = unknown> = CatalogSpec<Input, Codes> &
  (CheckParts<Input, Report, Context> | Without<CheckParts<Input, Report, Context>>);

export interface CheckDefinition<Input = unknown, Report = unknown> {
  readonly id: string;
  readonly title: string;
  readonly category: Category;
  readonly summary: string;
  readonly limitations: readonly string[];
  /** The strongest peers and how each of their rules maps to our codes (absent until compared). */
  readonly comparison?: PeerComparison;
  /** Request subtrees whose member order is evidence (see CheckSpec); none for most products. */
  readonly orderSignificant: readonly string[];
  readonly version: string;
  readonly price: Price;
  readonly inputSchema: JsonObject;
  readonly sampleInput: Input;
  readonly codes: Readonly<Record<string, CodeSpec>>;
  /** False until the product's decision rules exist; the gateway answers 501 and lists it nowhere. */
  readonly implemented: boolean;
  /** Pure and deterministic: the input is never modified and nothing outside it is read. */
  run(input: Input, context?: RunContext): CheckResult<Report>;
  /**
   * `run()` without the receipt: for a check that composes other checks (the evidence pack reads
   * its members' findings and reports, and would throw their digests away).
   */
  runUnsigned(input: Input, context?: RunContext): UnsignedResult<Report>;
}

export class NotImplementedError extends Error {
  constructor(id: string) {
    super(`${id}: run() is not implemented yet`);
    this.name = 'NotImplementedError';
  }
}

const UTILITY_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

export function defineCheck<Input, Codes extends CodeTable, Report, Context = unknown>(
  spec: CheckSpec<Input, Codes, Report, Context>,
): CheckDefinition<Input, Report> {
  if (!UTILITY_ID.test(spec.id)) throw new Error(`invalid utility id "${spec.id}"`);
  for (const code of Object.keys(spec.codes)) {
    if (!CODE.test(code)) throw new Error(`${spec.id}: finding code "${code}" is not UPPER_SNAKE_CASE`);
  }
  for (const [code, { message }] of Object.entries(spec.codes as Record<string, CodeSpec>)) {
    if (/\{\{\s|\s\}\}/.test(message)) throw new Error(`${spec.id}: ${code} writes a placeholder with spaces; use {{name}}`);
  }
  if (spec.comparison) checkComparison(spec.id, spec.comparison, spec.codes);
  for (const pointer of spec.orderSignificant ?? []) {
    if (!pointer.startsWith('/')) throw new Error(`${spec.id}: orderSignificant "${pointer}" is not a JSON Pointer into the request`);
  }
  const evaluate = evaluationOf(spec);
  const evaluateOnce = (input: Input, context: RunContext): { unsigned: UnsignedResult<Report>; source: SourceDisclosure | undefined } => {
    if (!evaluate) throw new NotImplementedError(spec.id);
    const collector = new FindingCollector<Codes>(spec.codes);
    const { report, counters, source } = evaluate(input, collector, context);
    const findings = collector.sorted();
    const unsigned = {
      utility: spec.id,
      version: spec.version,
      status: deriveStatus(findings),
      summary: buildSummary(findings, counters),
      findings,
      report,
    };
    return { unsigned, source };
  };
  return Object.freeze({
    id: spec.id,
    title: spec.title,
    category: spec.category,
    summary: spec.summary,
    limitations: Object.freeze([...spec.limitations]),
    ...(spec.comparison ? { comparison: spec.comparison } : {}),
    orderSignificant: Object.freeze([...(spec.orderSignificant ?? [])]),
    version: spec.version,
    price: spec.price,
    inputSchema: spec.inputSchema,
    sampleInput: spec.sampleInput,
    codes: spec.codes,
    implemented: evaluate !== undefined,
    run(input: Input, context: RunContext = {}): CheckResult<Report> {
      const { unsigned, source } = evaluateOnce(input, context);
      return { ...unsigned, receipt: buildReceipt(input, unsigned, source) };
    },
    runUnsigned(input: Input, context: RunContext = {}): UnsignedResult<Report> {
      return evaluateOnce(input, context).unsigned;
    },
  });
}

/** The parts as one evaluation: prepare once, run the rules in order, then the report. */
function evaluationOf<Input, Codes extends CodeTable, Report, Context>(
  spec: CheckSpec<Input, Codes, Report, Context>,
): Evaluate<Input, Codes, Report> | undefined {
  const parts = spec as Partial<CheckParts<Input, Report, Context>>;
  // A check whose rules list is still empty has decided nothing yet: it is not implemented.
  if (parts.prepare && parts.rules && parts.rules.length > 0 && parts.report) {
    const { prepare, rules, report } = parts as CheckParts<Input, Report, Context>;
    return (input, findings, runContext) => {
      const context = prepare(input, runContext);
      runRules(rules, context, findings as unknown as FindingCollector<CodeTable>);
      return report(context, findings.sorted());
    };
  }
  return undefined;
}

/** A comparison that names an unknown peer or code, or drops a rule without saying why, is a build error. */
function checkComparison(id: string, comparison: PeerComparison, codes: CodeTable): void {
  const peers = new Set(comparison.peers.map((peer) => peer.name));
  for (const row of comparison.rules) {
    if (!peers.has(row.peer)) throw new Error(`${id}: comparison row "${row.rule}" names unknown peer "${row.peer}"`);
    const ours = row.ours === null ? [] : typeof row.ours === 'string' ? [row.ours] : row.ours;
    for (const code of ours) {
      if (!Object.hasOwn(codes, code)) throw new Error(`${id}: comparison row "${row.rule}" names unknown code ${code}`);
    }
    if (ours.length === 0 && !row.note) throw new Error(`${id}: comparison row "${row.rule}" is not covered and says not why`);
  }
}
