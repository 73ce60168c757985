// The schema's largest packet: 1000 messages, several of them carrying very long header values
// (a List-Unsubscribe with thousands of entries, comments and escapes, a DKIM h= with thousands
// of names). Every parser is a single pass, so this simply completes; no timing is asserted.
import { compileSchema } from '@evidence-check/schema-validator';
import { definition, inputSchema, type Input } from '../src/index.js';

const SIGNED = 'v=1; a=rsa-sha256; d=example.com; s=s1; h=from:to:subject:list-unsubscribe:list-unsubscribe-post; bh=Zm9v; b=YmFy';

test('1000 messages, some with 100 000-character header values, are all decided', () => {
  const longList = Array.from({ length: 2000 }, (_, i) => `(entry ${i}) <https://example.com/u/${i}?e=user${i}%40example.org>`).join(',\r\n ');
  const longDkim = `v=1; a=rsa-sha256; d=example.com; s=s1; bh=Zm9v; h=from : ${Array.from({ length: 5000 }, (_, i) => `x-field-${i}`).join(' : ')}:list-unsubscribe:list-unsubscribe-post; b=YmFy`;
  const messages = Array.from({ length: 1000 }, (_, i) => ({
    id: `m${i}`,
    message_type: i % 3 === 0 ? 'transactional' : 'marketing',
    headers: {
      'List-Unsubscribe': i % 100 === 0 ? longList : `<mailto:u${i}@example.com>, <https://example.com/u/${i}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'DKIM-Signature': i % 100 === 1 ? longDkim : SIGNED,
    },
  }));
  const input: Input = { messages };
  expect(longList.length).toBeGreaterThan(100000);
  expect(compileSchema(inputSchema)(input)).toEqual([]);
  const result = definition.run(input);
  expect(result.report.messages).toHaveLength(1000);
  expect(result.report.messages.every((message) => message.oneClick)).toBe(true);
  // Each long list exposes 2000 addresses in clear: one notice per URI (transactional ones as notes).
  expect(result.summary.notices).toBe(10 * 2000);
});
