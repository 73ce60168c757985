import { defineCheck, runRules, type JsonValue } from '@evidence-check/core-receipt';
import { codes, rules } from './codes.js';
import { ONE_CLICK_VALUE, prepare, type MessageView } from './context.js';
import type { MessageClass } from './message-type.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

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
  /** True when some DKIM-Signature's h= lists both List-Unsubscribe and List-Unsubscribe-Post. */
  dkimCoversUnsubscribe: boolean;
}

export type Report = { messages: MessageVerdict[] };

function verdict(view: MessageView): MessageVerdict {
  const httpsUri = view.uris.find((entry) => entry.scheme === 'https')?.uri ?? null;
  const mailtoUri = view.uris.find((entry) => entry.scheme === 'mailto')?.uri ?? null;
  const oneClick =
    httpsUri !== null && view.listUnsubscribe.length === 1 && view.post.length === 1 && view.post[0]?.value === ONE_CLICK_VALUE && view.dkimCovers;
  return {
    id: (view.message.id ?? null) as JsonValue,
    messageClass: view.messageClass,
    oneClick,
    httpsUri,
    mailtoUri,
    dkimCoversUnsubscribe: view.dkimCovers,
  };
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'one-click-unsubscribe-header-checker',
  title: 'One-Click Unsubscribe Header Checker',
  category: 'Email',
  summary: 'Checks List-Unsubscribe and RFC 8058 one-click header evidence of marketing messages.',
  limitations: [
    'Examines only the supplied message headers; unsubscribe links are not visited and no mail is sent.',
    'DKIM signatures are read as supplied, not cryptographically verified.',
    'A READY status is a preflight signal about the header evidence, not proof that unsubscribe requests are honoured.',
    'A header map holds one value per key: repeated fields are seen only when the caller spells their names differently (for example in another letter case).',
    'body_text is not examined; the visible unsubscribe link the bulk-sender rules also ask for is not checked.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const ctx = prepare(input);
    runRules(rules, ctx, findings);
    const messages = ctx.messages.map(verdict);
    const count = (messageClass: MessageClass) => messages.filter((message) => message.messageClass === messageClass).length;
    return {
      report: { messages },
      counters: {
        messages: messages.length,
        bulk: count('bulk'),
        transactional: count('transactional'),
        unrecognised: count('unrecognised'),
        oneClick: messages.filter((message) => message.oneClick).length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;
