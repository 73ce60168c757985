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

export const SECTIONS = { findings: findingsTable, limitations: limitationsList };

const begin = (name) => `<!-- generated:${name} (tools/gen-readme.mjs; edit the code, not this) -->`;
const end = (name) => `<!-- /generated:${name} -->`;

/**
 * Replaces each generated section's body between its markers. A README without the markers gets
 * them under its `## Findings` / `## Limitations` heading (the first run of the generator).
 */
export function renderReadme(readme, definition) {
  let text = readme;
  for (const [name, render] of Object.entries(SECTIONS)) {
    const body = render(definition);
    const block = `${begin(name)}\n${body}\n${end(name)}`;
    const start = text.indexOf(`<!-- generated:${name} `);
    const stop = text.indexOf(end(name));
    if (start !== -1 && stop !== -1) {
      text = text.slice(0, start) + block + text.slice(stop + end(name).length);
      continue;
    }
    const heading = name === 'findings' ? /^## Findings[^\S\n]*\n/m : /^## Limitations[^\S\n]*\n/m;
    const match = heading.exec(text);
    if (!match) throw new Error(`README has no "## ${name === 'findings' ? 'Findings' : 'Limitations'}" heading`);
    // The old hand-written body (a table or a list) up to the next heading or paragraph is replaced.
    const after = match.index + match[0].length;
    const rest = text.slice(after);
    const oldBody = /^(?:\s*\n)*(?:(?:[|-].*|[^\S\n]+\S.*)\n?)*/.exec(rest)?.[0] ?? '';
    text = text.slice(0, after) + '\n' + block + '\n' + (rest.slice(oldBody.length).startsWith('\n') ? '' : '\n') + rest.slice(oldBody.length);
  }
  return text;
}
