import type { IncomingMessage } from 'node:http';
import { NodeRequestAdapter, pathOf } from '../src/payments/node-adapter.js';

// What the x402 SDK reads of a request through its adapter (the same fields @x402/express reads).
const request = (url: string, headers: Record<string, string | string[]>, encrypted = false) =>
  ({ url, method: 'POST', headers, socket: encrypted ? { encrypted: true } : {} }) as unknown as IncomingMessage;

test('path, URL, and headers by any spelling of their name', () => {
  const adapter = new NodeRequestAdapter(request('/api/run/x?trace=1', { host: 'gw.example:8080', accept: 'application/json', 'user-agent': 'agent/1', 'payment-signature': 'abc' }));
  expect(adapter.getMethod()).toBe('POST');
  expect(adapter.getPath()).toBe('/api/run/x');
  expect(adapter.getUrl()).toBe('http://gw.example:8080/api/run/x?trace=1');
  expect(adapter.getHeader('Payment-Signature')).toBe('abc');
  expect(adapter.getAcceptHeader()).toBe('application/json');
  expect(adapter.getUserAgent()).toBe('agent/1');
  expect(adapter.getHeader('X-Absent')).toBeUndefined();
});

test('TLS gives https; a repeated header gives its first value; no Accept gives ""', () => {
  const adapter = new NodeRequestAdapter(request('/p', { host: 'h', 'set-cookie': ['a', 'b'] }, true));
  expect(adapter.getUrl()).toBe('https://h/p');
  expect(adapter.getHeader('Set-Cookie')).toBe('a');
  expect(adapter.getAcceptHeader()).toBe('');
});

test('pathOf keeps everything before the query', () => {
  expect(pathOf('/a/b?c=d?e')).toBe('/a/b');
  expect(pathOf('/a/b')).toBe('/a/b');
});
