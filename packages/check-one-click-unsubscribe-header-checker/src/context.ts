/**
 * Each message read once: its header fields grouped by name and parsed, its class, and what
 * every bulk rule finds in it (`issues`). Rules and the report only read this.
 */
import { canonicalize, jsonPointer, type JsonValue } from '@evidence-check/core-receipt';
import { domainOf, parseAddresses } from './lib/address.js';
import { mentionsUnsubscribe, showsUri } from './lib/body.js';
import { parseTagList, SIGNED_NAMES, signatureProblem, signedFields } from './lib/dkim.js';
import { aligned, normalizeDomain, type AlignmentMode } from './lib/domains.js';
import { indexHeaders, type HeaderField } from './lib/headers.js';
import { bulkIssues, type BulkIssues } from './lib/issues.js';
import { parseListId, type ListId } from './lib/list-id.js';
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
  /** Why the signature cannot verify (tag list, required tags, RFC 6376 §6.1.1, RFC 8301); null when nothing rules it out. */
  problem: string | null;
  /** The names of SIGNED_NAMES that its h= tag lacks. */
  missing: string[];
  /** Its d= domain, normalized; null when the tag list is invalid or has no usable d=. */
  domain: string | null;
}

/** The author domain (RFC 5322 From) and whether a DKIM or SPF identifier aligns with it. */
export interface Alignment {
  /** Where alignment findings about the author domain go: the From key, or the headers object when there is none. */
  pointer: string;
  /** The From domain; null when `problem` says why it cannot be read. */
  fromDomain: string | null;
  /** The From addr-spec in lower case when From names exactly one address with a domain; else null. */
  fromAddress: string | null;
  problem: string | null;
  adkim: AlignmentMode;
  aspf: AlignmentMode;
  /** The open keys `dmarc_adkim` / `dmarc_aspf` when present but not a mode: key and value as JSON. */
  badModes: Array<{ key: string; value: string }>;
  /** True when the d= of some DKIM-Signature aligns with the From domain. */
  dkimAligned: boolean;
  /** The Return-Path domain (the SPF identity after delivery); null when absent, empty (`<>`) or unreadable. */
  returnPathDomain: string | null;
  /** Whether a Return-Path field is present at all (its absence leaves SPF alignment unknown). */
  returnPathPresent: boolean;
  spfAligned: boolean;
}

export interface ListIdField extends HeaderField {
  pointer: string;
  parsed: ListId;
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
  listId: ListIdField[];
  alignment: Alignment;
  /** `body_text` when it is a string: whether it words a way to unsubscribe or shows a List-Unsubscribe http(s) URI; null when no text is given. */
  bodyMentionsUnsubscribe: boolean | null;
  /** True when the message has neither List-Unsubscribe nor List-Unsubscribe-Post. */
  noUnsubscribeHeaders: boolean;
}

export interface MessageView extends MessageFields {
  /** What each bulk rule finds: reported for bulk mail, noted for transactional mail. */
  issues: BulkIssues;
}

/** A From address that sends both subscription and transactional mail in this request. */
export interface SharedFrom {
  address: string;
  /** The indexes of the non-transactional messages from it, then of the transactional ones, in input order. */
  subscription: number[];
  transactional: number[];
}

export interface Context {
  messages: MessageView[];
  /** Addresses shared by the two kinds of mail, in the order of their first message. */
  sharedFrom: SharedFrom[];
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
    const reason = problem ?? signatureProblem(tags);
    const d = reason ? undefined : tags.get('d');
    return {
      ...field,
      pointer: at(field.key),
      problem: reason,
      missing: reason ? [...SIGNED_NAMES] : SIGNED_NAMES.filter((name) => !signed.includes(name)),
      domain: d === undefined ? null : normalizeDomain(d),
    };
  });
  const first = listUnsubscribe[0];
  const listId = (headers.get('list-id') ?? []).map((field) => ({ ...field, pointer: at(field.key), parsed: parseListId(field.value) }));
  const body = message.body_text;
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
    listId,
    alignment: alignmentOf(message, index, headers, dkim),
    bodyMentionsUnsubscribe: typeof body === 'string' ? mentionsUnsubscribe(body) || showsUri(body, webUris(listUnsubscribe)) : null,
    noUnsubscribeHeaders: listUnsubscribe.length === 0 && post.length === 0,
  };
}

/** The http(s) URIs of every List-Unsubscribe field, as a body would show them. */
function webUris(fields: readonly ParsedField[]): Set<string> {
  return new Set(fields.flatMap((field) => field.parsed.entries.filter((entry) => entry.url !== null).map((entry) => entry.uri)));
}

/** `r`/`relaxed` or `s`/`strict` in any letter case; absent means relaxed (RFC 7489 §6.3 adkim/aspf; RFC 9989 keeps both tags). */
function modeOf(value: unknown): AlignmentMode | null {
  if (value === undefined) return 'relaxed';
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (word === 'r' || word === 'relaxed') return 'relaxed';
  if (word === 's' || word === 'strict') return 'strict';
  return null;
}

interface AuthorDomain {
  domain: string | null;
  address: string | null;
  problem: string | null;
}

function fromDomainOf(fields: readonly HeaderField[]): AuthorDomain {
  if (fields.length === 0) return { domain: null, address: null, problem: 'no From field' };
  if (fields.length > 1) return { domain: null, address: null, problem: `${fields.length} From fields` };
  const { addresses, problem } = parseAddresses((fields[0] as HeaderField).value);
  if (problem) return { domain: null, address: null, problem };
  if (addresses.length === 0) return { domain: null, address: null, problem: 'no address in From' };
  const domains = [...new Set(addresses.map((address) => normalizeDomain(domainOf(address) ?? '') ?? ''))];
  if (domains.length > 1) return { domain: null, address: null, problem: `From names ${addresses.length} addresses in different domains` };
  const domain = domains[0] || null;
  if (!domain) return { domain: null, address: null, problem: `"${addresses[0] as string}" has no domain name` };
  const first = addresses[0] as string;
  const address = addresses.length === 1 ? `${first.slice(0, first.lastIndexOf('@')).toLowerCase()}@${domain}` : null;
  return { domain, address, problem: null };
}

function alignmentOf(message: Message, index: number, headers: Map<string, HeaderField[]>, dkim: readonly DkimField[]): Alignment {
  const fromFields = headers.get('from') ?? [];
  const { domain: fromDomain, address: fromAddress, problem } = fromDomainOf(fromFields);
  const rawModes = { dmarc_adkim: message['dmarc_adkim'], dmarc_aspf: message['dmarc_aspf'] };
  const badModes = Object.entries(rawModes)
    .filter(([, value]) => modeOf(value) === null)
    .map(([key, value]) => ({ key, value: canonicalize((value ?? null) as JsonValue) }));
  const adkim = modeOf(rawModes.dmarc_adkim) ?? 'relaxed';
  const aspf = modeOf(rawModes.dmarc_aspf) ?? 'relaxed';
  const returnPath = headers.get('return-path') ?? [];
  const path = returnPath.length === 1 ? parseAddresses((returnPath[0] as HeaderField).value) : null;
  const returnPathDomain = path && path.problem === null && path.addresses.length === 1 ? normalizeDomain(domainOf(path.addresses[0] as string) ?? '') : null;
  const single = fromFields.length === 1 ? (fromFields[0] as HeaderField) : undefined;
  return {
    pointer: single ? jsonPointer('messages', index, 'headers', single.key) : jsonPointer('messages', index, 'headers'),
    fromDomain,
    fromAddress,
    problem,
    adkim,
    aspf,
    badModes,
    dkimAligned: fromDomain !== null && dkim.some((field) => field.domain !== null && aligned(fromDomain, field.domain, adkim)),
    returnPathDomain,
    returnPathPresent: returnPath.length > 0,
    spfAligned: fromDomain !== null && returnPathDomain !== null && aligned(fromDomain, returnPathDomain, aspf),
  };
}

/** Gmail's subscription guidelines: subscription and non-subscription mail from different addresses. */
function sharedFromOf(messages: readonly MessageFields[]): SharedFrom[] {
  const byAddress = new Map<string, SharedFrom>();
  for (const view of messages) {
    const address = view.alignment.fromAddress;
    if (address === null) continue;
    const entry = byAddress.get(address) ?? { address, subscription: [], transactional: [] };
    (view.messageClass === 'transactional' ? entry.transactional : entry.subscription).push(view.index);
    byAddress.set(address, entry);
  }
  return [...byAddress.values()].filter((entry) => entry.subscription.length > 0 && entry.transactional.length > 0);
}

export function prepare(input: Input): Context {
  const messages = input.messages.map((message, index) => {
    const fields = fieldsOf(message, index);
    return { ...fields, issues: bulkIssues(fields) };
  });
  return { messages, sharedFrom: sharedFromOf(messages) };
}
