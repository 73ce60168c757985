// The docs pages as a person meets them: headless Chromium (playwright-core, the system's
// /usr/bin/chromium) at a desktop and a 390 px phone width loads the index, a product page and the
// 404 page under the real CSP: no console error (a missing favicon or a blocked style would be one),
// no sideways scroll, and axe-core (the engine of Lighthouse's accessibility audit) finds no serious
// or critical violation.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { implementedChecks } from '@evidence-check/catalog-builder';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { withGateway } from './helpers.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PRODUCT = 'csv-schema-drift-preflight';
const PAGES = [
  ['index', '/docs', 200],
  ['product', `/docs/${PRODUCT}`, 200],
  ['404', '/docs/no-such-product', 404],
] as const;
const WIDTHS = [1280, 390] as const;

let gateway: Awaited<ReturnType<typeof withGateway>>;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  gateway = await withGateway();
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 90_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await gateway?.close();
});

async function context(width: number, bypassCSP: boolean): Promise<BrowserContext> {
  const made = await browser.newContext({ viewport: { width, height: 800 }, bypassCSP });
  contexts.push(made);
  return made;
}

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(PAGES)('%s page (%s): answers %i, no console error, no sideways scroll', async (_name, path, status) => {
    const page = await (await context(width, false)).newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const res = await page.goto(gateway.url + path);
    expect(res?.status()).toBe(status);
    expect(res?.headers()['content-type']).toMatch(/^text\/html/);
    await page.waitForLoadState('load');
    // Runs in the page (no DOM types in this package's compilation: the browser globals are reached by name).
    const { scrollWidth, innerWidth } = await page.evaluate('({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth })') as { scrollWidth: number; innerWidth: number };
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // A 404 status logs one "Failed to load resource" line in Chromium: that is the page's own status, not a fault of it.
    expect(errors.filter((text) => !(status === 404 && /404/.test(text)))).toEqual([]);
    await page.close();
  }, 60_000);

  test.each(PAGES)('%s page (%s): axe-core finds no serious or critical violation', async (_name, path) => {
    // The CSP forbids every script, axe's included: this context bypasses it (the test above keeps it).
    const page = await (await context(width, true)).newPage();
    await page.goto(gateway.url + path);
    await page.addScriptTag({ content: AXE });
    const violations = (await page.evaluate('axe.run().then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })))')) as Array<{
      id: string;
      impact: string;
      nodes: number;
    }>;
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    // The landmark rules the issue named are clean too (they are "moderate").
    expect(violations.map((v) => v.id).filter((id) => ['landmark-one-main', 'region', 'scrollable-region-focusable'].includes(id))).toEqual([]);
    await page.close();
  }, 60_000);
});

test('the product page: the sample response, the paid call with @x402/fetch, CLI and MCP, a link back to the index', async () => {
  const page = await (await context(1280, false)).newPage();
  await page.goto(`${gateway.url}/docs/${PRODUCT}`);
  const check = implementedChecks.find((c) => c.id === PRODUCT)!;
  const text = await page.locator('main').innerText();
  expect(text).toContain(JSON.stringify(check.run(check.sampleInput).findings[0]!.code));
  expect(text).toContain("import { wrapFetchWithPayment } from '@x402/fetch';");
  expect(text).toContain(`npx @evidence-check/cli run ${PRODUCT} request.json`);
  expect(text).toContain('"@evidence-check/mcp"');
  expect(await page.locator('nav a').first().getAttribute('href')).toBe('https://checks.example.test/docs');
  const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(favicon).toMatch(/^data:image\/svg\+xml,/);
  await page.close();
}, 60_000);
