// The schema's largest packet: two robots.txt files of 32768 characters full of wildcard rules
// for `*` and ten named crawlers, 5000 sitemap URLs on each side and 100 structured-data types.
// It must simply complete (no timing is asserted); every path is decided for every agent.
import { compileSchema } from '@evidence-check/schema-validator';
import { definition, inputSchema, type Input } from '../src/index.js';

const MAX_ROBOTS = 32768;
const AGENTS = ['*', 'Googlebot', 'Bingbot', 'Applebot', 'GPTBot', 'ClaudeBot', 'PerplexityBot', 'CCBot', 'Google-Extended', 'Bytespider', 'Amazonbot'];

function robotsText(salt: string): string {
  let text = '';
  let rule = 0;
  while (true) {
    const agent = AGENTS[rule % AGENTS.length] as string;
    const line =
      `User-agent: ${agent}\n` +
      `Disallow: /p/${salt}${rule}*x*y$\n` +
      `Allow: /*${'a*'.repeat(4)}${rule % 7}\n` +
      `Disallow: /p/${rule % 97}/\n`;
    if (text.length + line.length > MAX_ROBOTS) break;
    text += line;
    rule++;
  }
  return text.padEnd(MAX_ROBOTS, '#');
}

function snapshot(side: string, capturedAt: string): Input['baseline'] {
  return {
    captured_at: capturedAt,
    url: 'https://shop.example.com/p/1/item',
    robots_text: robotsText(side),
    sitemap_urls: Array.from({ length: 5000 }, (_, i) => `https://shop.example.com/p/${i % 97}/${side}-${i}?a=${i % 5}`),
    canonical: `https://shop.example.com/p/1/${side}`,
    schema_types: Array.from({ length: 100 }, (_, i) => `${side}Type${i}`),
    title: `${side} title`,
  };
}

test('a packet at every schema limit is decided in full', () => {
  const input: Input = { baseline: snapshot('b', '2026-02-01T09:00:00Z'), current: snapshot('c', '2026-03-01T09:00:00Z') };
  expect(input.baseline.robots_text).toHaveLength(MAX_ROBOTS);
  expect(compileSchema(inputSchema)(input)).toEqual([]);
  const result = definition.run(input);
  const { robots } = result.report;
  expect(robots.agents).toEqual(AGENTS);
  expect(robots.verdicts).toHaveLength(robots.agents.length * (result.summary.pathsExamined as number));
  expect(result.summary.pathsExamined).toBe(1 + 5000 + 1 + 5000 + 1);
  expect(result.report.schemaTypes.removed).toHaveLength(100);
});
