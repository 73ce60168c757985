/**
 * Each message read once: its header fields grouped by name and parsed, its class, and what
 * every bulk rule finds in it (`issues`). Rules and the report only read this.
 */
import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { parseTagList, SIGNED_NAMES, signedFields } from './lib/dkim.js';
import { indexHeaders, type HeaderField } from './lib/headers.js';
import { bulkIssues, type BulkIssues } from './lib/issues.js';
import { parseListUnsubscribe, type ListUnsubscribe } from './lib/list-unsubscribe.js';
import { classify, type MessageClass } from './lib/message-type.js';
import type { CheckedUri } from './lib/uri.js';
import type { Input } from './generated/schema.js';

export type Message = Input['messages'][number];

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

/** A message as read from the request, before any rule's judgement. */
export interface MessageFields {
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

export interface MessageView extends MessageFields {
  /** What each bulk rule finds: reported for bulk mail, noted for transactional mail. */
  issues: BulkIssues;
}

export interface Context {
  messages: MessageView[];
}

function fieldsOf(message: Message, index: number): MessageFields {
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
  return {
    messages: input.messages.map((message, index) => {
      const fields = fieldsOf(message, index);
      return { ...fields, issues: bulkIssues(fields) };
    }),
  };
}
