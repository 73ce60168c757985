/** Types of the check contract and the result envelope (see DESIGN.md). */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export type Severity = 'error' | 'warning' | 'notice';
export type Status = 'READY' | 'REVIEW' | 'BLOCKED';

export const CATEGORIES = [
  'Commerce',
  'Marketing',
  'Developer Tools',
  'Email',
  'Web Operations',
  'Media',
  'Productivity',
  'Agent Evidence',
  'Agent Evaluation',
  'Maintained Public Data',
  'Data Operations',
  'Distribution Evidence',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The two prices of the interface's price table. */
export const PRICES = ['$0.05', '$0.25'] as const;
export type Price = (typeof PRICES)[number];

/** A finding code as a check declares it: fixed severity, message template and meaning. */
export interface CodeSpec {
  severity: Severity;
  /**
   * Message template; `{{name}}` is replaced by `details.name`. Every placeholder is a detail the
   * code requires: `findings.add()` does not compile without it (typescript-eslint's messageIds + data).
   */
  message: string;
  /** One sentence for the README and docs page: what the code means. */
  description: string;
  /** A short example of an input that triggers it, for the README's generated findings table. */
  example: string;
}

/** A check's declared codes, `as const satisfies CodeTable`. */
export type CodeTable = Readonly<Record<string, CodeSpec>>;

/** The placeholder names of a message template literal type: `'a {{x}} b {{y}}'` gives `'x' | 'y'`. */
export type Placeholders<Template extends string> = Template extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/**
 * The `details` a code requires: one value per placeholder of its message, plus any other JSON.
 * A group fault (loop, collision, duplicate set) carries the same `group` key on every member.
 */
export type DetailsOf<Spec extends CodeSpec> = { [Name in Placeholders<Spec['message']>]: JsonValue } & {
  group?: string;
} & JsonObject;

export interface Finding {
  code: string;
  severity: Severity;
  /** The caller's own identifier of the item (id, path, url, sku…); null for the whole packet. */
  subject: string | null;
  /** RFC 6901 pointer into the request body; "" for the whole packet. */
  pointer: string;
  message: string;
  details: JsonObject;
}

export interface Summary {
  errors: number;
  warnings: number;
  notices: number;
  [counter: string]: JsonValue;
}

export type SourceMode = 'live' | 'fallback' | 'caller-supplied';

export interface SnapshotDisclosure {
  id: string;
  fingerprint: string;
  capturedAt: string;
  sourceUpdatedAt: string | null;
  records: number;
}

export interface SourceDisclosure {
  mode: SourceMode;
  dataset: string;
  snapshot: SnapshotDisclosure | null;
}

export interface PaymentDisclosure {
  scheme: string;
  network: string;
  asset: string;
  amount: string;
  payer: string;
  transaction: string;
}

export interface Receipt {
  receiptVersion: string;
  utility: string;
  utilityVersion: string;
  interfaceVersion: string;
  inputDigest: string;
  resultDigest: string;
  source?: SourceDisclosure;
  payment?: PaymentDisclosure;
  issuedAt?: string;
}

/** The HTTP 200 body; `run()` returns the same, with a receipt lacking `payment` and `issuedAt`. */
export interface CheckResult<Report = JsonValue> {
  utility: string;
  version: string;
  status: Status;
  summary: Summary;
  findings: Finding[];
  report: Report;
  receipt: Receipt;
}

/**
 * Supplied by the gateway's maintained-data adapter to the two public-data products only.
 * Every other check ignores it.
 */
export interface RunContext {
  records?: JsonObject[];
  sourceMode?: SourceMode;
  dataset?: string;
  snapshot?: SnapshotDisclosure | null;
  baseline?: { capturedAt: string; records: JsonObject[]; sourceUpdatedAt?: string | null } | null;
}
