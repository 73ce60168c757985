import { productUrls } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
pre{background:#f4f4f4;padding:1rem;overflow:auto;font-size:13px}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top}code{font-size:90%}
.badge{display:inline-block;padding:.1rem .5rem;border-radius:.3rem;background:#eee}</style></head>
<body>${body}</body></html>
`;
}

/** The catalog's docsUrl: summary, limitations, schema, sample request, curl example, finding codes. */
export function productDocsPage(check: CheckDefinition, baseUrl: string): string {
  const urls = productUrls(check.id, baseUrl);
  const sample = JSON.stringify(check.sampleInput, null, 2);
  const codes = Object.entries(check.codes);
  const curl = `curl -i -X POST ${urls.endpoint} \\
  -H 'Content-Type: application/json' \\
  -d @request.json    # answers 402 with the Payment-Required header; pay with an x402 v2 client`;
  return page(
    `${check.title} — Evidence-Check Gateway`,
    `<h1>${escapeHtml(check.title)}</h1>
<p><span class="badge">${escapeHtml(check.category)}</span> <span class="badge">${escapeHtml(check.price)} per call</span>
<span class="badge">version ${escapeHtml(check.version)}</span>${check.implemented ? '' : ' <span class="badge">not implemented yet: 501</span>'}</p>
<p>${escapeHtml(check.summary)}</p>
<h2>Limitations</h2>
<ul>${check.limitations.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<h2>Endpoint</h2>
<p><code>POST ${escapeHtml(urls.endpoint)}</code> — schema: <a href="${escapeHtml(urls.schemaUrl)}">${escapeHtml(urls.schemaUrl)}</a>,
free fixture: <a href="${escapeHtml(urls.sandboxExample)}">${escapeHtml(urls.sandboxExample)}</a></p>
<h2>Sample request</h2>
<pre>${escapeHtml(sample)}</pre>
<h2>curl</h2>
<pre>${escapeHtml(curl)}</pre>
<h2>Finding codes</h2>
${
  codes.length === 0
    ? '<p>None yet.</p>'
    : `<table><tr><th>code</th><th>severity</th><th>meaning</th></tr>${codes
        .map(([code, spec]) => `<tr><td><code>${escapeHtml(code)}</code></td><td>${spec.severity}</td><td>${escapeHtml(spec.description)}</td></tr>`)
        .join('')}</table>`
}
<p>Status: any <code>error</code> finding → <code>BLOCKED</code>; else any <code>warning</code> → <code>REVIEW</code>; else <code>READY</code> — a preflight signal about the supplied evidence, not a guarantee about the outside world.</p>
<h2>Input schema</h2>
<pre>${escapeHtml(JSON.stringify(check.inputSchema, null, 2))}</pre>`,
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
    `<h1>Evidence-Check Gateway</h1>
<p>Deterministic evidence checks for software agents, paid per call with x402 v2 (USDC on Base, <code>eip155:8453</code>).
Free: <a href="${escapeHtml(baseUrl)}/api/catalog">catalog</a>, <a href="${escapeHtml(baseUrl)}/api/product-catalog">product catalog</a>,
<a href="${escapeHtml(baseUrl)}/sandbox/index.json">sandbox fixtures</a>, <a href="${escapeHtml(baseUrl)}/telemetry.md">telemetry</a>,
<a href="${escapeHtml(baseUrl)}/openapi.json">OpenAPI</a>, <a href="${escapeHtml(baseUrl)}/llms.txt">llms.txt</a>.</p>
<table><tr><th>product</th><th>category</th><th>price</th><th>state</th></tr>${rows}</table>`,
  );
}
