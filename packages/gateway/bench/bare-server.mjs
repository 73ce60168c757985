// The baseline of bench/http.mjs: plain node:http answering the gateway's own bytes with no
// framework, no validation, no payment logic. GET /api/catalog -> the catalog; POST /api/run/* ->
// the body is read in full, then the unpaid 402 with its Payment-Required header.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.env.ANSWERS, 'utf8'));
const catalog = Buffer.from(answers.catalog, 'utf8');
const unpaid = Buffer.from(answers.unpaidBody, 'utf8');

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/catalog') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': catalog.length });
    res.end(catalog);
    return;
  }
  if (req.method === 'POST' && req.url.startsWith('/api/run/')) {
    req.on('data', () => undefined);
    req.on('end', () => {
      res.writeHead(402, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': unpaid.length, 'Payment-Required': answers.paymentRequired });
      res.end(unpaid);
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
