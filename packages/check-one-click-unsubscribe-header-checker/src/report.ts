import { echoed, type Evaluation, type Finding, type JsonValue } from '@evidence-check/core-receipt';
import type { Context, MessageView } from './context.js';
import { ONE_CLICK_VALUE } from './lib/list-unsubscribe.js';
import type { MessageClass } from './lib/message-type.js';

export interface MessageVerdict {
  /** The caller's id, as given. */
  id: JsonValue;
  messageClass: MessageClass;
  /** True when a receiver can unsubscribe with one POST (RFC 8058 §3): one List-Unsubscribe with an HTTPS URI, one valid List-Unsubscribe-Post, both signed. */
  oneClick: boolean;
  /** The first HTTPS URI receivers would POST to; null when there is none. */
  httpsUri: string | null;
  /** The first mailto: URI; null when there is none. */
  mailtoUri: string | null;
  /** True when some valid DKIM-Signature's h= lists both List-Unsubscribe and List-Unsubscribe-Post. */
  dkimCoversUnsubscribe: boolean;
  /** The identifier of the first readable List-Id (RFC 2919); null when there is none. */
  listId: string | null;
  /** The From domain DMARC aligns with; null when it cannot be read. */
  fromDomain: string | null;
  /** True when some valid DKIM-Signature's d= aligns with the From domain (mode from dmarc_adkim, relaxed by default). */
  dkimAligned: boolean;
}

export type Report = { messages: MessageVerdict[] };

function verdict(view: MessageView): MessageVerdict {
  const httpsUri = view.uris.find((entry) => entry.scheme === 'https')?.uri ?? null;
  const mailtoUri = view.uris.find((entry) => entry.scheme === 'mailto')?.uri ?? null;
  const oneClick =
    httpsUri !== null && view.listUnsubscribe.length === 1 && view.post.length === 1 && view.post[0]?.value === ONE_CLICK_VALUE && view.dkimCovers;
  return {
    id: echoed(view.message.id ?? null),
    messageClass: view.messageClass,
    oneClick,
    httpsUri,
    mailtoUri,
    dkimCoversUnsubscribe: view.dkimCovers,
    listId: view.listId.find((field) => field.parsed.problem === null)?.parsed.id ?? null,
    fromDomain: view.alignment.fromDomain,
    dkimAligned: view.alignment.dkimAligned,
  };
}

/** One verdict per message, read off the prepared headers (the findings are not needed). */
export function buildReport(ctx: Context, _findings: readonly Finding[]): Evaluation<Report> {
  const messages = ctx.messages.map(verdict);
  const count = (messageClass: MessageClass) => messages.filter((message) => message.messageClass === messageClass).length;
  return {
    report: { messages },
    counters: {
      messages: messages.length,
      bulk: count('bulk'),
      transactional: count('transactional'),
      ambiguous: count('ambiguous'),
      unrecognised: count('unrecognised'),
      oneClick: messages.filter((message) => message.oneClick).length,
    },
  };
}
