import type { PeerComparison } from '@evidence-check/core-receipt';

const RFC8058 = 'RFC 8058 Signaling One-Click Functionality for List Email Headers';
const RFC2369 = 'RFC 2369 The Use of URLs as Meta-Syntax for Core Mail List Commands';
const RFC2919 = 'RFC 2919 List-Id';
const RFC6376 = 'RFC 6376 DKIM Signatures, with RFC 8301 (algorithm update) and RFC 8463 (Ed25519)';
const DMARC = 'RFC 9989 DMARC (obsoletes RFC 7489): identifier alignment';
const GMAIL = 'Gmail: Email sender guidelines';
const GMAIL_SUBSCRIPTIONS = 'Gmail: Email subscription guidelines';
const YAHOO = 'Yahoo Sender Hub: best practices for bulk senders';
const OUTLOOK = "Outlook.com: requirements for high-volume senders (May 2025)";
const MAILPARSER = 'mailparser (Nodemailer)';
const MAILAUTH = 'mailauth (Postal Systems)';
const PSL = 'psl (Public Suffix List for JavaScript)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: RFC8058, url: 'https://www.rfc-editor.org/rfc/rfc8058' },
    { name: RFC2369, url: 'https://www.rfc-editor.org/rfc/rfc2369' },
    { name: RFC2919, url: 'https://www.rfc-editor.org/rfc/rfc2919' },
    { name: RFC6376, url: 'https://www.rfc-editor.org/rfc/rfc6376#section-6.1.1' },
    { name: DMARC, url: 'https://www.rfc-editor.org/rfc/rfc9989' },
    { name: GMAIL, url: 'https://support.google.com/a/answer/81126' },
    { name: GMAIL_SUBSCRIPTIONS, url: 'https://support.google.com/a/answer/15263077' },
    { name: YAHOO, url: 'https://senders.yahooinc.com/best-practices/' },
    {
      name: OUTLOOK,
      url: 'https://techcommunity.microsoft.com/blog/microsoftdefenderforoffice365blog/strengthening-email-ecosystem-outlook%E2%80%99s-new-requirements-for-high%E2%80%90volume-senders/4399730',
    },
    {
      name: MAILPARSER,
      url: 'https://github.com/nodemailer/mailparser',
      oracle:
        'test/oracles.test.ts parses 240 messages built from the same headers: From domain (240 compared), List-Unsubscribe https URI (160) and mailto URI (160), List-Id with a phrase (192); 0 disagreements',
    },
    {
      name: MAILAUTH,
      url: 'https://github.com/postalsys/mailauth',
      oracle:
        'test/oracles.test.ts: getAlignment on 17×17 domain pairs in strict and relaxed mode (578 verdicts) and on the 240 messages, parseDkimHeaders for h= coverage (240), dkimVerify in strict mode on 960 signatures for validity; 0 disagreements',
    },
    {
      name: PSL,
      url: 'https://github.com/lupomontero/psl',
      oracle: 'test/oracles.test.ts: the organizational domain of 26 names (ICANN, private and wildcard rules); 0 disagreements',
    },
  ],
  rules: [
    { peer: RFC8058, rule: '§3.1: the List-Unsubscribe header field MUST contain one HTTPS URI', ours: 'ONE_CLICK_HTTPS_URI_MISSING' },
    {
      peer: RFC8058,
      rule: '§3.1: a List-Unsubscribe-Post header field containing the single key/value pair "List-Unsubscribe=One-Click"',
      ours: ['LIST_UNSUBSCRIBE_POST_MISSING', 'LIST_UNSUBSCRIBE_POST_INVALID'],
    },
    {
      peer: RFC8058,
      rule: '§3.1: the message has one List-Unsubscribe and one List-Unsubscribe-Post field',
      ours: 'UNSUBSCRIBE_HEADER_DUPLICATED',
      note: 'seen when the caller spells the repeated names differently; a header map holds one value per key',
    },
    {
      peer: RFC8058,
      rule: '§4: a valid DKIM signature that covers at least the List-Unsubscribe and List-Unsubscribe-Post fields',
      ours: ['DKIM_SIGNATURE_MISSING', 'DKIM_UNSUBSCRIBE_NOT_SIGNED'],
      note: 'the h= tag is read; signatures are not verified',
    },
    { peer: RFC8058, rule: '§3.1: the field may also contain non-HTTP URIs such as mailto:', ours: null, note: 'accepted; the first one is reported as mailtoUri' },
    {
      peer: RFC8058,
      rule: '§3.1, §6: the URI SHOULD include an opaque identifier or another hard-to-forge component in addition to, or instead of, plaintext names of list and subscriber',
      ours: 'UNSUBSCRIBE_URL_EXPOSES_EMAIL',
      note: 'a notice, raised only for an e-mail address readable in the URL (percent-encoded too); other plaintext names are not recognised',
    },
    {
      peer: RFC8058,
      rule: '§3.1, §3.2: the sender\'s endpoint must not redirect the POST; the receiver\'s POST carries no cookies or credentials',
      ours: null,
      note: 'behaviour of the endpoint; links are not visited',
    },
    {
      peer: RFC2369,
      rule: '§2: each URI in angle brackets, a comma-separated list, comments and whitespace allowed',
      ours: 'LIST_UNSUBSCRIBE_MALFORMED',
    },
    {
      peer: RFC2369,
      rule: '§3.2 List-Unsubscribe: the command to unsubscribe',
      ours: 'LIST_UNSUBSCRIBE_MISSING',
      note: 'optional in RFC 2369; required of bulk mail by the providers below',
    },
    { peer: RFC2919, rule: '§3: List-Id: [phrase] <list-label.list-id-namespace>, at most 255 octets', ours: 'LIST_ID_MALFORMED' },
    { peer: RFC6376, rule: '§3.2: a tag list with a repeated tag is invalid', ours: 'DKIM_UNSUBSCRIBE_NOT_SIGNED' },
    { peer: RFC6376, rule: '§3.5: required tags v, a, b, bh, d, h, s', ours: 'DKIM_UNSUBSCRIBE_NOT_SIGNED' },
    {
      peer: RFC6376,
      rule: '§6.1.1: PERMFAIL for an incompatible version, a From field not in h=, an i= domain that is not d= or its subdomain',
      ours: 'DKIM_UNSUBSCRIBE_NOT_SIGNED',
      note: 'such a signature signs nothing here, and its d= does not count for alignment',
    },
    { peer: RFC6376, rule: 'RFC 8301 §3.1: rsa-sha1 MUST NOT be used for signing or verifying', ours: 'DKIM_UNSUBSCRIBE_NOT_SIGNED' },
    {
      peer: RFC6376,
      rule: '§6.1.1 expired signatures (x=), §6.1.2 key retrieval, §6.1.3 body and header hashes; RFC 8301 §3.2 key sizes',
      ours: null,
      note: 'needs a clock, DNS or the message body: run() reads none of them',
    },
    {
      peer: DMARC,
      rule: '§3.2.10: DKIM identifier alignment, relaxed (same organizational domain) or strict (identical domains), per adkim',
      ours: ['DKIM_NOT_ALIGNED', 'DMARC_ALIGNMENT_MISSING'],
      note: 'modes from the open keys dmarc_adkim / dmarc_aspf (ALIGNMENT_MODE_UNRECOGNISED when unreadable)',
    },
    {
      peer: DMARC,
      rule: '§3.2.10: SPF identifier alignment of the RFC5321.MailFrom domain, per aspf',
      ours: 'DMARC_ALIGNMENT_MISSING',
      note: 'the MailFrom domain is read from Return-Path; without Return-Path SPF alignment is unknown and only DKIM_NOT_ALIGNED is raised',
    },
    {
      peer: DMARC,
      rule: 'the organizational domain found by a DNS tree walk (RFC 7489 used the Public Suffix List)',
      ours: null,
      note: 'no DNS is resolved: the Public Suffix List (tldts) stands in; a psd= record can move the boundary',
    },
    {
      peer: DMARC,
      rule: 'RFC 7489 §6.6.1: a message whose From names several domains cannot be evaluated',
      ours: 'FROM_ADDRESS_UNREADABLE',
    },
    {
      peer: DMARC,
      rule: 'policy record tags (p, sp, np, psd, t; pct removed)',
      ours: null,
      note: 'DNS records are checked by email-dns-auth-evidence-check; only the alignment modes are read here',
    },
    {
      peer: GMAIL,
      rule: 'Marketing messages and subscribed messages must support one-click unsubscribe',
      ours: ['LIST_UNSUBSCRIBE_MISSING', 'ONE_CLICK_HTTPS_URI_MISSING', 'LIST_UNSUBSCRIBE_POST_MISSING', 'LIST_UNSUBSCRIBE_POST_INVALID', 'DKIM_UNSUBSCRIBE_NOT_SIGNED'],
    },
    { peer: GMAIL, rule: '…and include a clearly visible unsubscribe link in the message body', ours: 'BODY_UNSUBSCRIBE_LINK_MISSING', note: 'when body_text is given; read for its wording' },
    {
      peer: GMAIL,
      rule: "For direct mail, the domain in the sender's From: header must be aligned with either the SPF domain or the DKIM domain",
      ours: 'DMARC_ALIGNMENT_MISSING',
    },
    { peer: GMAIL, rule: 'Set up SPF and DKIM email authentication for your domain', ours: 'DKIM_SIGNATURE_MISSING', note: 'SPF is a DNS record: not visible in headers' },
    { peer: GMAIL, rule: 'Format messages according to the Internet Message Format standard (RFC 5322)', ours: 'FROM_ADDRESS_UNREADABLE', note: 'only the From field is examined' },
    { peer: GMAIL, rule: 'Keep spam rates below 0.3%; valid forward and reverse DNS; TLS', ours: null, note: 'not in the message evidence' },
    {
      peer: GMAIL,
      rule: 'one-click unsubscribe is asked of marketing and subscribed messages, not of transactional ones',
      ours: 'TRANSACTIONAL_UNSUBSCRIBE_NOTE',
      note: 'a transactional message\'s unsubscribe faults are notices only',
    },
    {
      peer: GMAIL_SUBSCRIPTIONS,
      rule: 'some types of notification messages are also considered subscription messages; password resets, receipts and OTPs are not',
      ours: 'MESSAGE_TYPE_AMBIGUOUS',
      note: 'notification and alert are checked as bulk mail; password-reset and otp are transactional',
    },
    {
      peer: GMAIL_SUBSCRIPTIONS,
      rule: 'Identify each subscription list with a List-id: header, or use a unique From: address',
      ours: 'LIST_ID_MISSING',
      note: 'a warning: the unique-From alternative is not visible per message',
    },
    {
      peer: GMAIL_SUBSCRIPTIONS,
      rule: 'Send subscription messages and non-subscription messages from different email addresses',
      ours: 'FROM_SHARED_WITH_TRANSACTIONAL',
      note: 'among the messages of one request',
    },
    { peer: GMAIL_SUBSCRIPTIONS, rule: 'Process unsubscribe requests within 48 hours; confirm subscriptions (double consent)', ours: null, note: 'sender behaviour, not in the message' },
    {
      peer: YAHOO,
      rule: 'Bulk senders: a functioning List-Unsubscribe header with one-click (RFC 8058) for marketing and subscription mail',
      ours: ['LIST_UNSUBSCRIBE_MISSING', 'ONE_CLICK_HTTPS_URI_MISSING', 'LIST_UNSUBSCRIBE_POST_MISSING'],
      note: 'a mailto-only header stays an error here, as Gmail requires one-click',
    },
    { peer: YAHOO, rule: 'A clearly visible unsubscribe link in the body of the message', ours: 'BODY_UNSUBSCRIBE_LINK_MISSING' },
    { peer: YAHOO, rule: 'Authenticate with SPF and DKIM, publish DMARC, From domain aligned with SPF or DKIM', ours: ['DKIM_SIGNATURE_MISSING', 'DMARC_ALIGNMENT_MISSING'] },
    {
      peer: OUTLOOK,
      rule: 'DMARC with at least p=none, aligned with either SPF or DKIM, preferably both',
      ours: ['DMARC_ALIGNMENT_MISSING', 'DKIM_NOT_ALIGNED'],
      note: 'the DMARC record itself is DNS',
    },
    { peer: OUTLOOK, rule: 'Functional unsubscribe links (recommended practice)', ours: ['LIST_UNSUBSCRIBE_MISSING', 'BODY_UNSUBSCRIBE_LINK_MISSING'] },
    { peer: OUTLOOK, rule: 'Valid sender addresses (P2 From / Reply-To that can receive replies)', ours: 'FROM_ADDRESS_UNREADABLE', note: 'syntax only; whether the mailbox receives mail is not known' },
    {
      peer: MAILPARSER,
      rule: 'list.unsubscribe url / mail, list.id id, from.value address (addressparser)',
      ours: ['LIST_UNSUBSCRIBE_MALFORMED', 'LIST_ID_MALFORMED', 'FROM_ADDRESS_UNREADABLE'],
      note: 'same values extracted (report httpsUri, mailtoUri, listId, fromDomain); mailparser files a List-Id without phrase under name, so those are compared by the RFC 2919 cases',
    },
    { peer: MAILAUTH, rule: 'getAlignment(fromDomain, domains, strict)', ours: ['DKIM_NOT_ALIGNED', 'DMARC_ALIGNMENT_MISSING'] },
    { peer: MAILAUTH, rule: 'parseDkimHeaders: the h= field list', ours: 'DKIM_UNSUBSCRIBE_NOT_SIGNED' },
    {
      peer: MAILAUTH,
      rule: 'dkimVerify (strict): signatures skipped before the key lookup (syntax, required tag, version, algorithm, canonicalization, From not signed, domain mismatch)',
      ours: 'DKIM_UNSUBSCRIBE_NOT_SIGNED',
    },
    { peer: PSL, rule: 'get(domain): the registrable (organizational) domain', ours: ['DKIM_NOT_ALIGNED', 'DMARC_ALIGNMENT_MISSING'] },
  ],
} as const satisfies PeerComparison;
