import { connect } from 'node:net';

/** The one documented error shape (DESIGN.md "Errors"): `{ error: { code, message, details? } }` and nothing else. */
export function errorShapeProblem(contentType: string | null, text: string): string | null {
  if (!contentType || !/^application\/json\s*(;|$)/i.test(contentType)) return `Content-Type is ${String(contentType)}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `body is not JSON: ${text.slice(0, 80)}`;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body is not an object';
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'error') return `top-level keys ${keys.join(',')}`;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || Array.isArray(error)) return 'error is not an object';
  const { code, message } = error as { code?: unknown; message?: unknown };
  const extra = Object.keys(error).filter((key) => !['code', 'message', 'details'].includes(key));
  if (extra.length > 0) return `error has keys ${extra.join(',')}`;
  if (typeof code !== 'string' || !/^[A-Z][A-Z_]*$/.test(code)) return `code ${String(code)}`;
  if (typeof message !== 'string' || message === '') return 'message missing';
  return null;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

/** Sends bytes as they are (no client-side validation) and reads the answer until the server closes. */
export function rawRequest(port: number, bytes: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n'), raw });
    });
    socket.write(bytes);
  });
}
