import type { Input } from '../../src/index.js';

export type Headers = Record<string, string>;

export const ONE_CLICK = 'List-Unsubscribe=One-Click';
export const signed = (d: string) => `v=1; a=rsa-sha256; c=relaxed/relaxed; d=${d}; s=s1; h=from:to:subject:list-unsubscribe:list-unsubscribe-post; bh=Zm9v; b=YmFy`;

/** A one-click-compliant marketing message from news@example.com: every rule silent. */
export const compliant: Headers = {
  From: 'Example News <news@example.com>',
  'List-Id': 'Example News <news.example.com>',
  'List-Unsubscribe': '<https://example.com/u/opaque>',
  'List-Unsubscribe-Post': ONE_CLICK,
  'DKIM-Signature': signed('example.com'),
};

export const withHeaders = (changes: Record<string, string | undefined>): Headers =>
  Object.fromEntries(Object.entries({ ...compliant, ...changes }).filter((entry): entry is [string, string] => entry[1] !== undefined));

export type MessageInput = Input['messages'][number];
export const msg = (id: string, headers: Headers, extra: Partial<MessageInput> = {}): MessageInput => ({ id, message_type: 'marketing', headers, ...extra });
export const input = (...messages: MessageInput[]): Input => ({ messages });
