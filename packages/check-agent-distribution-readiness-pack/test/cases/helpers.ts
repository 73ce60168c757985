// The packet every case starts from, and small edits of it.
import type { Input } from '../../src/index.js';

export type Surface = Input['surfaces'][number];

export const CAPTURED = '2026-03-01T18:00:00Z';
export const surface = (id: string, type: Surface['type'], extra: Partial<Surface> = {}): Surface => ({
  id,
  type,
  url: `https://invoicelint.example.com/${id}`,
  captured_at: CAPTURED,
  http_status: 200,
  ...extra,
});

/** A packet every rule passes: an MCP server, free, with every surface and every channel ready. */
export const ready = (): Input => ({
  observed_at: '2026-03-02T09:00:00Z',
  product: { name: 'invoice-lint', version: '1.4.0', kind: 'mcp-server', canonical_url: 'https://invoicelint.example.com/', price_usd: 0 },
  surfaces: [
    surface('home', 'homepage', { name: 'invoice-lint', version: '1.4.0', canonical_url: 'https://invoicelint.example.com/', price_usd: 0 }),
    surface('docs', 'documentation'),
    surface('npm', 'package-registry', { name: 'invoice-lint', version: '1.4.0', install_command: 'npx -y invoice-lint' }),
    surface('repo', 'source-repository', { url: 'https://github.com/acme/invoice-lint' }),
    surface('mcp', 'transport'),
    surface('support', 'support'),
  ],
  claims: [
    { id: 'c1', text: 'Lints an invoice in under two seconds.', evidence_surface_ids: ['docs'] },
    { id: 'c2', text: 'Open source and installable with npx.', evidence_surface_ids: ['repo', 'npm'] },
  ],
  target_channels: ['mcp-registry', 'tool-directory', 'package-index', 'source-host', 'launch-site', 'show-forum'],
  launch_evidence: {
    tryable_without_signup: true,
    founder_available: true,
    generated_comments_planned: false,
    live_product: true,
    pricing_transparent: true,
  },
});

/** The ready packet with an edit applied. */
export const packet = (edit: (input: Input) => void): Input => {
  const input = ready();
  edit(input);
  return input;
};
export const at = (input: Input, id: string): Surface => input.surfaces.find((s) => s.id === id) as Surface;

