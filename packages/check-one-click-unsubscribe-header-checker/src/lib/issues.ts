/**
 * What each bulk rule finds in one message, computed once in `prepare`: the bulk rules report
 * these for bulk (and unrecognised) mail, and the transactional rule words the same issues as
 * notes for transactional mail, so no rule needs another rule's output.
 */
import type { CodeTable, DetailsOf, FindingCollector } from '@evidence-check/core-receipt';
import type { MessageFields } from '../context.js';
import type { DKIM_CODES, DUPLICATE_CODES, LIST_UNSUBSCRIBE_CODES, ONE_CLICK_POST_CODES } from './bulk-codes.js';
import { findAddress } from './email.js';
import { ONE_CLICK_VALUE } from './list-unsubscribe.js';

/** A finding a bulk rule would raise: one of its codes, where, and the details its message needs. */
export type Issue<Codes extends CodeTable> = {
  [Code in keyof Codes & string]: { code: Code; pointer: string; details: DetailsOf<Codes[Code]> };
}[keyof Codes & string];

export interface BulkIssues {
  listUnsubscribe: Issue<typeof LIST_UNSUBSCRIBE_CODES>[];
  oneClickPost: Issue<typeof ONE_CLICK_POST_CODES>[];
  duplicates: Issue<typeof DUPLICATE_CODES>[];
  dkim: Issue<typeof DKIM_CODES>[];
}

/** The bulk rules in the order they run: the transactional notes follow it. */
export const BULK_RULES = ['listUnsubscribe', 'oneClickPost', 'duplicates', 'dkim'] as const satisfies readonly (keyof BulkIssues)[];

/** A duplicates finding names at most this many of the group's keys; `count` is always the whole number. */
export const LISTED_KEYS = 20;

/** Whether bulk rules look at a message: transactional mail only when it carries unsubscribe headers. */
function examined(view: MessageFields): boolean {
  return view.messageClass !== 'transactional' || !view.noUnsubscribeHeaders;
}

/**
 * The List-Unsubscribe field (RFC 2369 §3.2) as RFC 8058 §3.1 needs it: present, well formed,
 * with an HTTPS URI to POST to. Each URI of the first field is what receivers act on.
 */
function listUnsubscribeIssues(view: MessageFields): BulkIssues['listUnsubscribe'] {
  const [first] = view.listUnsubscribe;
  if (first === undefined) return [{ code: 'LIST_UNSUBSCRIBE_MISSING', pointer: view.headersPointer, details: {} }];
  const issues: BulkIssues['listUnsubscribe'] = [];
  for (const field of view.listUnsubscribe) {
    for (const { problem, text } of field.parsed.problems) {
      issues.push({ code: 'LIST_UNSUBSCRIBE_MALFORMED', pointer: field.pointer, details: { problem, text, header: field.key } });
    }
  }
  const schemes = [...new Set(view.uris.map((entry) => entry.scheme as string))];
  if (!schemes.includes('https')) {
    issues.push({ code: 'ONE_CLICK_HTTPS_URI_MISSING', pointer: first.pointer, details: { schemes: schemes.join(', ') || 'none' } });
  }
  for (const entry of view.uris) {
    if (entry.scheme === 'http') issues.push({ code: 'LIST_UNSUBSCRIBE_HTTP_URI', pointer: first.pointer, details: { uri: entry.uri } });
    if (entry.url === null) continue;
    const address = findAddress(`${entry.url.pathname}${entry.url.search}${entry.url.hash}`);
    if (address) issues.push({ code: 'UNSUBSCRIBE_URL_EXPOSES_EMAIL', pointer: first.pointer, details: { uri: entry.uri, address } });
  }
  return issues;
}

/** RFC 8058 §3.1: List-Unsubscribe-Post MUST contain the single key/value pair List-Unsubscribe=One-Click. */
function oneClickPostIssues(view: MessageFields): BulkIssues['oneClickPost'] {
  if (view.post.length === 0) return [{ code: 'LIST_UNSUBSCRIBE_POST_MISSING', pointer: view.headersPointer, details: {} }];
  return view.post
    .filter((field) => field.value !== ONE_CLICK_VALUE)
    .map((field) => ({ code: 'LIST_UNSUBSCRIBE_POST_INVALID', pointer: field.pointer, details: { value: field.value, header: field.key } }));
}

/**
 * RFC 8058 §3.1: one List-Unsubscribe field and one List-Unsubscribe-Post field. Header names
 * compare without regard to case, so two keys that differ only in case are two fields; each copy
 * is flagged at its own key. The listed keys are computed once per group: O(k), not O(k²).
 */
function duplicateIssues(view: MessageFields): BulkIssues['duplicates'] {
  const issues: BulkIssues['duplicates'] = [];
  for (const [header, fields] of [
    ['List-Unsubscribe', view.listUnsubscribe],
    ['List-Unsubscribe-Post', view.post],
  ] as const) {
    if (fields.length < 2) continue;
    const group = `${view.headersPointer}:${header.toLowerCase()}`;
    const keys = fields.slice(0, LISTED_KEYS).map((other) => other.key);
    for (const field of fields) {
      issues.push({ code: 'UNSUBSCRIBE_HEADER_DUPLICATED', pointer: field.pointer, details: { header, count: fields.length, keys, group } });
    }
  }
  return issues;
}

/**
 * RFC 8058 §4: the List-Unsubscribe and List-Unsubscribe-Post fields need to be in the h= tag of
 * a valid DKIM-Signature (RFC 6376 §3.5). Signatures are read, not verified.
 */
function dkimIssues(view: MessageFields): BulkIssues['dkim'] {
  if (view.dkim.length === 0) return [{ code: 'DKIM_SIGNATURE_MISSING', pointer: view.headersPointer, details: {} }];
  if (view.dkimCovers || view.noUnsubscribeHeaders) return [];
  return view.dkim.map((field) => ({
    code: 'DKIM_UNSUBSCRIBE_NOT_SIGNED',
    pointer: field.pointer,
    details: { missing: field.missing.join(', '), reason: field.problem ?? 'not listed in h=' },
  }));
}

/** Every bulk rule's issues with one message; none for transactional mail without unsubscribe headers. */
export function bulkIssues(view: MessageFields): BulkIssues {
  if (!examined(view)) return { listUnsubscribe: [], oneClickPost: [], duplicates: [], dkim: [] };
  return { listUnsubscribe: listUnsubscribeIssues(view), oneClickPost: oneClickPostIssues(view), duplicates: duplicateIssues(view), dkim: dkimIssues(view) };
}

/** Adds an issue as a finding about the message (the code's details are typed by the issue). */
export function addIssue<Codes extends CodeTable>(findings: FindingCollector<Codes>, subject: string, issue: Issue<Codes>): void {
  (findings.add as (code: string, finding: { subject: string; pointer: string; details: object }) => void)(issue.code, {
    subject,
    pointer: issue.pointer,
    details: issue.details,
  });
}
