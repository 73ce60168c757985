import { canonicalize, jsonPointer, type CodeTable, type DetailsOf, type FindingCollector, type JsonObject, type JsonValue } from '@evidence-check/core-receipt';
import { parseTagList, signedFields } from './dkim.js';
import { indexHeaders, type HeaderField } from './headers.js';
import { parseListUnsubscribe, type ListUnsubscribe } from './list-unsubscribe.js';
import { classify, type MessageClass } from './message-type.js';
import type { CheckedUri } from './uri.js';
import type { Input } from './generated/schema.js';

export type Message = Input['messages'][number];

export const ONE_CLICK_VALUE = 'List-Unsubscribe=One-Click';
export const SIGNED_NAMES = ['list-unsubscribe', 'list-unsubscribe-post'] as const;

export interface ParsedField extends HeaderField {
  pointer: string;
  parsed: ListUnsubscribe;
}

export interface DkimField extends HeaderField {
  pointer: string;
  problem: string | null;
  /** The names of SIGNED_NAMES that its h= tag lacks. */
  missing: string[];
}

export interface MessageView {
  index: number;
  message: Message;
  /** `/messages/<i>/headers`: where a missing header is reported. */
  headersPointer: string;
  /** The caller's id as text: strings as they are, anything else as canonical JSON. */
  subject: string;
  messageClass: MessageClass;
  listUnsubscribe: ParsedField[];
  post: Array<HeaderField & { pointer: string }>;
  dkim: DkimField[];
  /** The URIs receivers use: those of the first List-Unsubscribe field without a problem. */
  uris: CheckedUri[];
  dkimCovers: boolean;
  /** True when the message has neither List-Unsubscribe nor List-Unsubscribe-Post. */
  noUnsubscribeHeaders: boolean;
}

/** An issue with a message that bulk rules would raise, kept as a note for a transactional message. */
export interface Advisory {
  view: MessageView;
  code: string;
  pointer: string;
  details: JsonObject;
}

export interface Context {
  messages: MessageView[];
  advisories: Advisory[];
}

function view(message: Message, index: number): MessageView {
  const headers = indexHeaders(message.headers);
  const at = (key: string) => jsonPointer('messages', index, 'headers', key);
  const listUnsubscribe = (headers.get('list-unsubscribe') ?? []).map((field) => ({ ...field, pointer: at(field.key), parsed: parseListUnsubscribe(field.value) }));
  const post = (headers.get('list-unsubscribe-post') ?? []).map((field) => ({ ...field, pointer: at(field.key) }));
  const dkim = (headers.get('dkim-signature') ?? []).map((field): DkimField => {
    const { tags, problem } = parseTagList(field.value);
    const h = tags.get('h');
    const signed = h === undefined ? [] : signedFields(h);
    const reason = problem ?? (h === undefined ? 'no h= tag' : null);
    return { ...field, pointer: at(field.key), problem: reason, missing: reason ? [...SIGNED_NAMES] : SIGNED_NAMES.filter((name) => !signed.includes(name)) };
  });
  const first = listUnsubscribe[0];
  return {
    index,
    message,
    headersPointer: jsonPointer('messages', index, 'headers'),
    subject: typeof message.id === 'string' ? message.id : canonicalize((message.id ?? null) as JsonValue),
    messageClass: classify(message.message_type),
    listUnsubscribe,
    post,
    dkim,
    uris: first ? first.parsed.entries.filter((entry) => entry.problem === null) : [],
    dkimCovers: dkim.some((field) => field.missing.length === 0),
    noUnsubscribeHeaders: listUnsubscribe.length === 0 && post.length === 0,
  };
}

export function prepare(input: Input): Context {
  return { messages: input.messages.map(view), advisories: [] };
}

/**
 * Raises a bulk rule's finding, or, for a transactional message, keeps it as an advisory that the
 * transactional rule turns into a notice (bulk-sender rules do not bind transactional mail).
 */
export function raise<Codes extends CodeTable, Code extends keyof Codes & string>(
  ctx: Context,
  findings: FindingCollector<Codes>,
  view: MessageView,
  code: Code,
  finding: { pointer: string; details: DetailsOf<Codes[Code]> },
): void {
  if (view.messageClass === 'transactional') {
    ctx.advisories.push({ view, code, pointer: finding.pointer, details: finding.details });
    return;
  }
  (findings.add as (code: string, finding: { subject: string; pointer: string; details: JsonObject }) => void)(code, {
    subject: view.subject,
    ...finding,
  });
}

/** Whether bulk rules look at a message: transactional mail only when it carries unsubscribe headers. */
export function examined(view: MessageView): boolean {
  return view.messageClass !== 'transactional' || !view.noUnsubscribeHeaders;
}
