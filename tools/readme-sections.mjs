// The generated parts of a check's README, rendered from its definition (codes.ts and the
// limitations in index.ts), so the docs cannot drift from the code. Used by tools/gen-readme.mjs
// (writes) and by the conventions meta-test (fails on a stale README).

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** `| code | severity | meaning | example |`, one row per declared code, in declaration order. */
export function findingsTable(definition) {
  const rows = Object.entries(definition.codes).map(
    ([code, spec]) => `| \`${code}\` | ${spec.severity} | ${cell(spec.description)} | ${cell(spec.example ?? '')} |`,
  );
  return ['| code | severity | meaning | example |', '|---|---|---|---|', ...rows].join('\n');
}

export function limitationsList(definition) {
  return definition.limitations.map((line) => `- ${line}`).join('\n');
}

/**
 * The "Compared with" section: the peers (and how tests run them as oracles), one row per peer rule
 * with our code or "not covered" and why, then our codes no peer rule names.
 */
export function comparisonSection(definition) {
  const { peers, rules } = definition.comparison;
  const peerLines = peers.map((peer) => `- [${peer.name}](${peer.url})${peer.oracle ? ` — oracle in the tests: ${peer.oracle}` : ''}`);
  const codesOf = (row) => (row.ours === null ? [] : typeof row.ours === 'string' ? [row.ours] : row.ours);
  const codeList = (row) => (codesOf(row).length === 0 ? 'not covered' : codesOf(row).map((code) => `\`${code}\``).join(', '));
  const rows = rules.map((row) => `| ${cell(row.peer)} | ${cell(row.rule)} | ${codeList(row)} | ${cell(row.note ?? '')} |`);
  const named = new Set(rules.flatMap(codesOf));
  const beyond = Object.keys(definition.codes).filter((code) => !named.has(code));
  return [
    ...peerLines,
    '',
    '| peer | peer\'s rule | ours | note |',
    '|---|---|---|---|',
    ...rows,
    '',
    rules.length === 0
      ? 'No peer compared yet.'
      : beyond.length > 0
        ? `Checked here and by none of the peers above: ${beyond.map((code) => `\`${code}\``).join(', ')}.`
        : 'Every code here answers a peer rule.',
  ].join('\n');
}

export const SECTIONS = { findings: findingsTable, comparison: comparisonSection, limitations: limitationsList };
const HEADINGS = { findings: 'Findings', comparison: 'Compared with', limitations: 'Limitations' };

const begin = (name) => `<!-- generated:${name} (tools/gen-readme.mjs; edit the code, not this) -->`;
const end = (name) => `<!-- /generated:${name} -->`;

/**
 * Replaces each generated section's body between its markers. A README without the markers gets
 * them under its `## Findings` / `## Limitations` heading (the first run of the generator).
 */
export function renderReadme(readme, definition) {
  let text = readme;
  for (const [name, render] of Object.entries(SECTIONS)) {
    if (name === 'comparison' && !definition.comparison) continue;
    const body = render(definition);
    const block = `${begin(name)}\n${body}\n${end(name)}`;
    const start = text.indexOf(`<!-- generated:${name} `);
    const stop = text.indexOf(end(name));
    if (start !== -1 && stop !== -1) {
      text = text.slice(0, start) + block + text.slice(stop + end(name).length);
      continue;
    }
    if (name === 'comparison' && !/^## Compared with[^\S\n]*\n/m.test(text)) {
      // First run: the section goes in just before the limitations.
      const limits = /^## Limitations[^\S\n]*\n/m.exec(text);
      if (!limits) throw new Error('README has no "## Limitations" heading');
      text = `${text.slice(0, limits.index)}## Compared with\n\n${block}\n\n${text.slice(limits.index)}`;
      continue;
    }
    const heading = new RegExp(`^## ${HEADINGS[name]}[^\\S\\n]*\\n`, 'm');
    const match = heading.exec(text);
    if (!match) throw new Error(`README has no "## ${HEADINGS[name]}" heading`);
    // The old hand-written body (a table or a list) up to the next heading or paragraph is replaced.
    const after = match.index + match[0].length;
    const rest = text.slice(after);
    const oldBody = /^(?:\s*\n)*(?:(?:[|-].*|[^\S\n]+\S.*)\n?)*/.exec(rest)?.[0] ?? '';
    text = text.slice(0, after) + '\n' + block + '\n' + (rest.slice(oldBody.length).startsWith('\n') ? '' : '\n') + rest.slice(oldBody.length);
  }
  return text;
}
