/**
 * The crawler product tokens this check examines besides `*`. A token is examined when a group in
 * either snapshot names it; a token no group names follows the `*` group, whose verdicts are
 * reported anyway. Tokens are the ones the operators publish for robots.txt (RFC 9309 §2.2.1
 * product tokens: letters, `_` and `-`).
 */
export type CrawlerKind = 'search' | 'ai';

export const MAJOR_CRAWLERS: ReadonlyArray<{ token: string; kind: CrawlerKind }> = [
  { token: 'Googlebot', kind: 'search' },
  { token: 'Bingbot', kind: 'search' },
  { token: 'Applebot', kind: 'search' },
  { token: 'DuckDuckBot', kind: 'search' },
  { token: 'Yandex', kind: 'search' },
  { token: 'Baiduspider', kind: 'search' },
  { token: 'GPTBot', kind: 'ai' },
  { token: 'OAI-SearchBot', kind: 'ai' },
  { token: 'ChatGPT-User', kind: 'ai' },
  { token: 'ClaudeBot', kind: 'ai' },
  { token: 'Claude-SearchBot', kind: 'ai' },
  { token: 'Claude-User', kind: 'ai' },
  { token: 'anthropic-ai', kind: 'ai' },
  { token: 'PerplexityBot', kind: 'ai' },
  { token: 'Perplexity-User', kind: 'ai' },
  { token: 'CCBot', kind: 'ai' },
  { token: 'Google-Extended', kind: 'ai' },
  { token: 'Applebot-Extended', kind: 'ai' },
  { token: 'Bytespider', kind: 'ai' },
  { token: 'Meta-ExternalAgent', kind: 'ai' },
  { token: 'Amazonbot', kind: 'ai' },
];

export const GLOBAL_AGENT = '*';

export function crawlerKind(token: string): CrawlerKind | null {
  return MAJOR_CRAWLERS.find((crawler) => crawler.token === token)?.kind ?? null;
}
