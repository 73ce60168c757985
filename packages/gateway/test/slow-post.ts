import { request, type IncomingMessage } from 'node:http';

export interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A POST on its own connection whose body is sent in two parts: the headers and the first part
 * now (the server has the request in flight), the rest when `finish()` is called.
 */
export function slowPost(port: number, path: string, body: Buffer) {
  const cut = Math.floor(body.length / 2);
  let sent!: () => void;
  const started = new Promise<void>((resolve) => (sent = resolve));
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  req.write(body.subarray(0, cut), () => sent());
  return { started, answer, finish: () => req.end(body.subarray(cut)) };
}
