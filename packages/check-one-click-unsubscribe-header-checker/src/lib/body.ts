/**
 * Whether the visible text of a message offers a way to unsubscribe: Gmail asks marketing and
 * subscribed messages to "include a clearly visible unsubscribe link in the message body"
 * (support.google.com/a/answer/81126); Yahoo asks bulk senders for a visible unsubscribe link in the body
 * (senders.yahooinc.com/best-practices). Plain text cannot show which words are a link, so this
 * looks for the wording of one, in English and the most common other languages, and stays
 * silent once any is found. Lower-cased once, each phrase found with indexOf: linear.
 */
export const UNSUBSCRIBE_WORDING = [
  'unsubscribe',
  'opt out',
  'opt-out',
  'optout',
  'stop receiving',
  'manage your subscription',
  'manage subscription',
  'email preferences',
  'e-mail preferences',
  'subscription preferences',
  'manage preferences',
  'manage your preferences',
  'abmelden',
  'abbestellen',
  'austragen',
  'désabonner',
  'desabonner',
  'désinscri',
  'desinscri',
  'darse de baja',
  'darte de baja',
  'cancelar suscripción',
  'cancelar la suscripción',
  'cancelar inscrição',
  'descadastr',
  'disiscriv',
  'annulla iscrizione',
  'uitschrijven',
  'afmelden',
  'avregistrera',
  'afmeld',
  'avslutt abonnement',
  'wypisz',
  'odhlásit',
  'отписаться',
  '配信停止',
  '退订',
  '取消订阅',
  '取消訂閱',
  '구독 취소',
  '수신거부',
  '수신 거부',
] as const;

export function mentionsUnsubscribe(text: string): boolean {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  return UNSUBSCRIBE_WORDING.some((phrase) => lower.includes(phrase));
}

const TOKEN_END = new Set([' ', '\t', '\r', '\n', '<', '>', '"', "'", '(', ')', '[', ']']);
const TRAILING = new Set(['.', ',', ';', ':', '!', '?']);

/**
 * Whether the text shows one of the given http(s) URIs: a visible unsubscribe link, whatever its
 * wording. One pass: each `http` starts a token that ends at white space or a delimiter, and the
 * token, with and without trailing punctuation, is looked up in the set.
 */
export function showsUri(text: string, uris: ReadonlySet<string>): boolean {
  if (uris.size === 0) return false;
  for (let start = text.indexOf('http'); start !== -1; start = text.indexOf('http', start + 1)) {
    let end = start;
    while (end < text.length && !TOKEN_END.has(text[end] as string)) end++;
    let trimmed = end;
    while (trimmed > start && TRAILING.has(text[trimmed - 1] as string)) trimmed--;
    if (uris.has(text.slice(start, end)) || uris.has(text.slice(start, trimmed))) return true;
    start = Math.max(start, end - 1);
  }
  return false;
}
