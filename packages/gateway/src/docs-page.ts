// The human docs: the index, one page per product and the 404 page. Static HTML, no script, one
// inline style (hashed into the CSP): landmarks for screen readers (header/nav, main, footer), wide
// blocks (code, tables) scroll inside a focusable region so a 390 px screen never scrolls sideways.
import { productUrls } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import type { Fixture } from '@evidence-check/sandbox-fixtures';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A check mark on the brand colour, inline: no request, and no 404 in the console. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23184e77'/%3E%3Cpath d='M4 8.5l2.5 2.5L12 5' stroke='white' stroke-width='2' fill='none'/%3E%3C/svg%3E";

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:0 1rem;color:#1a1a1a;overflow-wrap:anywhere}' +
  'header{padding:1rem 0;border-bottom:1px solid #ddd}header a{color:#184e77}footer{margin:2rem 0;padding-top:1rem;border-top:1px solid #ddd;font-size:14px}' +
  '.scroll{max-width:100%;overflow-x:auto;margin:0 0 1rem}.scroll:focus{outline:2px solid #184e77}' +
  'pre{background:#f4f4f4;padding:1rem;margin:0;font-size:13px;white-space:pre;overflow-wrap:normal}table{border-collapse:collapse}' +
  'td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}code{font-size:90%}' +
  '.badge{display:inline-block;padding:.1rem .5rem;border-radius:.3rem;background:#eee}';

function page(title: string, baseUrl: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="${FAVICON}">
<style>${STYLE}</style></head>
<body>
<header><nav aria-label="Site"><a href="${escapeHtml(baseUrl)}/docs">Evidence-Check Gateway — all products</a></nav></header>
<main>
${body}
</main>
<footer>Machine-readable: <a href="${escapeHtml(baseUrl)}/openapi.json">OpenAPI</a> · <a href="${escapeHtml(baseUrl)}/llms.txt">llms.txt</a> ·
<a href="${escapeHtml(baseUrl)}/api/catalog">catalog</a> · <a href="${escapeHtml(baseUrl)}/.well-known/x402">x402 discovery</a></footer>
</body></html>
`;
}

/** A wide block that scrolls inside itself; focusable so a keyboard can scroll it (axe scrollable-region-focusable). */
function scroll(label: string, inner: string): string {
  return `<div class="scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0">${inner}</div>`;
}

const pre = (label: string, text: string) => scroll(label, `<pre>${escapeHtml(text)}</pre>`);

/** The paid call, in the fewest lines the official x402 client (@x402/fetch) needs. */
export function paidCallSnippet(check: Pick<CheckDefinition, 'id' | 'price'>, endpoint: string): string {
  return `// npm install @x402/fetch @x402/core @x402/evm viem   (Node 22+, ES module)
import { x402Client } from '@x402/core/client';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import { privateKeyToAccount } from 'viem/accounts';
import { readFileSync } from 'node:fs';

const client = new x402Client();
client.setSpendControls({ maxAmountPerPayment: '${check.price}' }); // never pay more than the listed price
registerExactEvmScheme(client, { signer: privateKeyToAccount(process.env.PAYER_KEY) }); // holds USDC on Base
const paidFetch = wrapFetchWithPayment(fetch, client); // answers the 402 by signing, then repeats the call

const res = await paidFetch('${endpoint}', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: readFileSync('request.json', 'utf8'),
});
console.log(res.status, JSON.stringify(await res.json(), null, 2));
`;
}

/** The catalog's docsUrl: summary, the ways in (HTTP paid, CLI, MCP), sample request and response, codes, limitations, schema. */
export function productDocsPage(check: CheckDefinition, baseUrl: string, fixture?: Fixture): string {
  const urls = productUrls(check.id, baseUrl);
  const sample = JSON.stringify(check.sampleInput, null, 2);
  const codes = Object.entries(check.codes);
  const curl = `curl -i -X POST ${urls.endpoint} \\
  -H 'Content-Type: application/json' \\
  -d @request.json    # answers 402 with the Payment-Required header; pay with an x402 v2 client`;
  const cli = `npx @evidence-check/cli run ${check.id} request.json              # offline, free
npx @evidence-check/cli run ${check.id} request.json --gateway ${baseUrl} --key-file payer.key   # paid here`;
  const mcp = `{ "mcpServers": { "evidence-check": { "command": "npx", "args": ["-y", "@evidence-check/mcp"] } } }`;
  return page(
    `${check.title} — Evidence-Check Gateway`,
    baseUrl,
    `<h1>${escapeHtml(check.title)}</h1>
<p><span class="badge">${escapeHtml(check.category)}</span> <span class="badge">${escapeHtml(check.price)} per call</span>
<span class="badge">version ${escapeHtml(check.version)}</span>${check.implemented ? '' : ' <span class="badge">not implemented yet: 501</span>'}</p>
<p>${escapeHtml(check.summary)}</p>
<h2>Endpoint</h2>
<p><code>POST ${escapeHtml(urls.endpoint)}</code> — ${escapeHtml(check.price)} per call in USDC on Base (x402 v2, exact scheme).
Input schema: <a href="${escapeHtml(urls.schemaUrl)}">${escapeHtml(urls.schemaUrl)}</a>;
free fixture: <a href="${escapeHtml(urls.sandboxExample)}">${escapeHtml(urls.sandboxExample)}</a>.</p>
<h2>Sample request</h2>
${pre('Sample request', sample)}
<h2>Sample response</h2>
${
  fixture
    ? `<p>What the sample request answers (the sandbox fixture); a paid answer adds <code>receipt.payment</code> and <code>receipt.issuedAt</code>.</p>
${pre('Sample response', JSON.stringify(fixture.response, null, 2))}`
    : '<p>None yet: the product is not implemented.</p>'
}
<h2>Pay and call with <code>@x402/fetch</code></h2>
${pre('Paid call with @x402/fetch', paidCallSnippet(check, urls.endpoint))}
<p>Without a client: the first POST answers <code>402</code> with the terms in the <code>Payment-Required</code> header.</p>
${pre('curl', curl)}
<h2>From the command line and from MCP</h2>
${pre('Command line', cli)}
<p>As an MCP tool named <code>${escapeHtml(check.id)}</code>: offline and free over stdio with this client configuration,
or hosted and paid per call over Streamable HTTP at <code>${escapeHtml(baseUrl)}/mcp</code>.</p>
${pre('MCP client configuration', mcp)}
<h2>Finding codes</h2>
${
  codes.length === 0
    ? '<p>None yet.</p>'
    : scroll(
        'Finding codes',
        `<table><caption>Codes of ${escapeHtml(check.id)}</caption><tr><th scope="col">code</th><th scope="col">severity</th><th scope="col">meaning</th></tr>${codes
          .map(([code, spec]) => `<tr id="${escapeHtml(code)}"><td><code>${escapeHtml(code)}</code></td><td>${spec.severity}</td><td>${escapeHtml(spec.description)}</td></tr>`)
          .join('')}</table>`,
      )
}
<p>Status: any <code>error</code> finding → <code>BLOCKED</code>; else any <code>warning</code> → <code>REVIEW</code>; else <code>READY</code> — a preflight signal about the supplied evidence, not a guarantee about the outside world.</p>
<h2>Limitations</h2>
<ul>${check.limitations.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<h2>Input schema</h2>
${pre('Input schema', JSON.stringify(check.inputSchema, null, 2))}`,
  );
}

export function docsIndexPage(checks: readonly CheckDefinition[], baseUrl: string): string {
  const rows = checks
    .map((check) => {
      const { docsUrl } = productUrls(check.id, baseUrl);
      return `<tr><td><a href="${escapeHtml(docsUrl)}">${escapeHtml(check.id)}</a></td><td>${escapeHtml(check.category)}</td><td>${escapeHtml(check.price)}</td><td>${check.implemented ? 'available' : 'not implemented yet'}</td></tr>`;
    })
    .join('');
  return page(
    'Evidence-Check Gateway — products',
    baseUrl,
    `<h1>Evidence-Check Gateway</h1>
<p>Deterministic evidence checks for software agents, paid per call with x402 v2 (USDC on Base, <code>eip155:8453</code>).
Free: <a href="${escapeHtml(baseUrl)}/api/catalog">catalog</a>, <a href="${escapeHtml(baseUrl)}/api/product-catalog">product catalog</a>,
<a href="${escapeHtml(baseUrl)}/sandbox/index.json">sandbox fixtures</a>, <a href="${escapeHtml(baseUrl)}/telemetry.md">telemetry</a>,
<a href="${escapeHtml(baseUrl)}/openapi.json">OpenAPI</a>, <a href="${escapeHtml(baseUrl)}/llms.txt">llms.txt</a>.</p>
${scroll('Products', `<table><caption>Products</caption><tr><th scope="col">product</th><th scope="col">category</th><th scope="col">price</th><th scope="col">state</th></tr>${rows}</table>`)}`,
  );
}

/** `/docs/<unknown>`: a page, not JSON, for the person who followed a stale link. */
export function docsNotFoundPage(baseUrl: string): string {
  return page(
    'Not found — Evidence-Check Gateway',
    baseUrl,
    `<h1>No such product</h1>
<p>No product has that id. <a href="${escapeHtml(baseUrl)}/docs">The index</a> lists every product with its price.</p>`,
  );
}
