import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../src/logger.js';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the JSON-lines logger', () => {
  test('writes one JSON object per line with level, message, fields and an ISO timestamp', async () => {
    const writes: string[] = [];
    const logger = createLogger('info', { write: (chunk: string) => writes.push(chunk) });
    logger.request({ method: 'POST', path: '/api/run/x', utility: 'x', status: 402, latencyMs: 1.5, inputDigest: null, payer: null });
    logger.error('lock store down', { reason: 'ECONNREFUSED' });
    expect(writes).toEqual([]); // nothing before the turn ends
    await tick();
    expect(writes).toHaveLength(1); // both lines in one write
    const lines = (writes[0] as string).split('\n');
    expect(lines.pop()).toBe('');
    const [request, error] = lines.map((line) => JSON.parse(line));
    expect(request).toEqual({
      level: 'info', message: 'request', method: 'POST', path: '/api/run/x', utility: 'x', status: 402, latencyMs: 1.5, inputDigest: null, payer: null,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(error).toMatchObject({ level: 'error', message: 'lock store down', reason: 'ECONNREFUSED' });
    // The request line keeps the generic line's key order (level, message, the fields, timestamp).
    expect(Object.keys(request)).toEqual(['level', 'message', 'method', 'path', 'utility', 'status', 'latencyMs', 'inputDigest', 'payer', 'timestamp']);
  });

  test('honours the level: at error, request lines and info are not written', async () => {
    const writes: string[] = [];
    const logger = createLogger('error', { write: (chunk: string) => writes.push(chunk) });
    logger.request({ method: 'GET', path: '/', utility: null, status: 302, latencyMs: 0, inputDigest: null, payer: null });
    logger.info('hello');
    logger.error('bad');
    await tick();
    expect(writes.join('').trim().split('\n').map((line) => JSON.parse(line).message)).toEqual(['bad']);
  });

  test('writes what is pending when the process exits at once', () => {
    const logger = fileURLToPath(new URL('../dist/logger.js', import.meta.url));
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', `const { createLogger } = await import(${JSON.stringify(logger)}); createLogger('info').error('last words', { code: 1 }); process.exit(3);`], {
      encoding: 'utf8',
    });
    expect(child.status).toBe(3);
    expect(JSON.parse(child.stdout.trim())).toMatchObject({ level: 'error', message: 'last words', code: 1 });
  });
});
