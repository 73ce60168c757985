// Cases as data: one per row of the README's decision table, each code also shown absent where
// its condition just fails. Inputs are built from one READY packet by small edits.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

import { at, packet, ready, surface } from './cases/helpers.js';
import { mcpRegistryCases } from './cases/mcp-registry.js';

const ALL_CODES_BUT_NOTICES = [
  'DUPLICATE_SURFACE_ID',
  'DUPLICATE_CLAIM_ID',
  'SURFACE_NAME_MISMATCH',
  'SURFACE_VERSION_MISMATCH',
  'SURFACE_CANONICAL_URL_MISMATCH',
  'SURFACE_PRICE_MISMATCH',
  'SURFACE_HTTP_ERROR',
  'SURFACE_HTTP_REDIRECT',
  'SURFACE_HTTP_INTERIM',
  'SURFACE_STALE',
  'SURFACE_CAPTURED_AFTER_OBSERVED',
  'DATE_TIME_TOO_PRECISE',
  'PRODUCT_FIELD_TOO_LONG',
  'CLAIM_WITHOUT_EVIDENCE',
  'CLAIM_UNKNOWN_SURFACE',
  'CLAIM_EVIDENCE_FAILING',
  'CLAIM_EVIDENCE_STALE',
  'REQUIRED_SURFACE_MISSING',
  'CHANNEL_KIND_MISMATCH',
  'CHANNEL_SURFACE_MISSING',
  'CHANNEL_SURFACE_INCONSISTENT',
  'INSTALL_COMMAND_MISSING',
  'LAUNCH_NOT_LIVE',
  'LAUNCH_SIGNUP_REQUIRED',
  'LAUNCH_FOUNDER_UNAVAILABLE',
  'LAUNCH_GENERATED_COMMENTS',
  'LAUNCH_PRICING_NOT_TRANSPARENT',
];

const READY_CHANNELS = ready().target_channels.map((channel) => ({ channel, verdict: 'ready', reasons: [] }));

const baseCases = defineCases<Input>([
  {
    name: 'a consistent, fresh, fully evidenced MCP server is ready for all six channels',
    input: ready(),
    expect: [],
    status: 'READY',
    absent: ALL_CODES_BUT_NOTICES,
    report: {
      product: { priceUsd: '0' },
      requiredSurfaces: [
        { type: 'transport', satisfied: true },
        { type: 'source-repository', satisfied: true },
      ],
      channels: READY_CHANNELS,
      claims: [
        { id: 'c1', verdict: 'ready', reasons: [] },
        { id: 'c2', verdict: 'ready', reasons: [] },
      ],
    },
  },

  // Release consistency
  {
    name: 'a surface that shows another name is flagged at its name',
    input: packet((p) => (at(p, 'home').name = 'Invoice Linter')),
    expect: [
      { code: 'SURFACE_NAME_MISMATCH', pointer: '/surfaces/0/name', subject: 'home', details: { shown: 'Invoice Linter', expected: 'invoice-lint' } },
      { code: 'CHANNEL_SURFACE_INCONSISTENT', pointer: '/target_channels/4', subject: 'launch-site', details: { surfaceIds: ['home'], fields: 'name' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'a name that differs only in letter case and surrounding space agrees',
    input: packet((p) => (at(p, 'npm').name = '  Invoice-Lint ')),
    expect: [],
    absent: ['SURFACE_NAME_MISMATCH'],
  },
  {
    name: 'a registry that shows an older version is flagged at its version',
    input: packet((p) => {
      at(p, 'npm').version = '1.3.2';
      p.target_channels = [];
    }),
    expect: [{ code: 'SURFACE_VERSION_MISMATCH', pointer: '/surfaces/2/version', subject: 'npm', details: { shown: '1.3.2', expected: '1.4.0' } }],
    report: { surfaces: [{ verdict: 'ready' }, { verdict: 'ready' }, { id: 'npm', verdict: 'blocked', reasons: ['SURFACE_VERSION_MISMATCH'] }, {}, {}, {}] },
  },
  {
    name: 'a tag-style version with a leading v agrees',
    input: packet((p) => (at(p, 'home').version = 'v1.4.0')),
    expect: [],
    absent: ['SURFACE_VERSION_MISMATCH'],
  },
  {
    name: 'a surface that declares another canonical host is flagged at its canonical_url',
    input: packet((p) => {
      at(p, 'home').canonical_url = 'https://www.invoicelint.example.com/';
      p.target_channels = ['package-index'];
    }),
    expect: [{ code: 'SURFACE_CANONICAL_URL_MISMATCH', pointer: '/surfaces/0/canonical_url', subject: 'home' }],
  },
  {
    name: 'canonical URLs that differ only in scheme or host case and the empty path agree',
    input: packet((p) => (at(p, 'home').canonical_url = 'HTTPS://InvoiceLint.Example.com')),
    expect: [],
    absent: ['SURFACE_CANONICAL_URL_MISMATCH'],
  },
  {
    name: 'a trailing slash after a path segment is another canonical URL',
    input: packet((p) => {
      p.product.canonical_url = 'https://invoicelint.example.com/app';
      at(p, 'home').canonical_url = 'https://invoicelint.example.com/app/';
      p.target_channels = [];
    }),
    expect: [{ code: 'SURFACE_CANONICAL_URL_MISMATCH', pointer: '/surfaces/0/canonical_url', details: { shown: 'https://invoicelint.example.com/app/' } }],
  },
  {
    name: 'a pricing page that shows another price is flagged at its price, as exact decimals',
    input: packet((p) => {
      p.product.price_usd = 0.05;
      p.surfaces.push(surface('pricing', 'pricing', { price_usd: 0.1 }));
      p.target_channels = ['package-index'];
    }),
    expect: [{ code: 'SURFACE_PRICE_MISMATCH', pointer: '/surfaces/0/price_usd', subject: 'home', details: { shown: '0', expected: '0.05' } }, { code: 'SURFACE_PRICE_MISMATCH', pointer: '/surfaces/6/price_usd', subject: 'pricing', details: { shown: '0.1', expected: '0.05' } }],
  },
  {
    name: 'equal prices agree, however small',
    input: packet((p) => {
      p.product.price_usd = 0.0000001;
      at(p, 'home').price_usd = 1e-7;
    }),
    expect: [],
    absent: ['SURFACE_PRICE_MISMATCH'],
    report: { product: { priceUsd: '0.0000001' } },
  },

  // Surface health
  {
    name: 'HTTP 400 is an error at the status',
    input: packet((p) => (at(p, 'support').http_status = 400)),
    expect: [{ code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/5/http_status', subject: 'support', details: { status: 400 } }],
    status: 'BLOCKED',
    absent: ['SURFACE_HTTP_REDIRECT'],
    report: { surfaces: [{}, {}, {}, {}, {}, { id: 'support', usable: false, verdict: 'blocked', reasons: ['SURFACE_HTTP_ERROR'] }] },
  },
  {
    name: 'HTTP 599 is an error',
    input: packet((p) => (at(p, 'support').http_status = 599)),
    expect: [{ code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/5/http_status' }],
  },
  {
    name: 'HTTP 399 and 300 are redirects for review',
    input: packet((p) => {
      at(p, 'support').http_status = 399;
      at(p, 'docs').http_status = 300;
    }),
    expect: [
      { code: 'SURFACE_HTTP_REDIRECT', pointer: '/surfaces/1/http_status', subject: 'docs' },
      { code: 'SURFACE_HTTP_REDIRECT', pointer: '/surfaces/5/http_status', subject: 'support' },
    ],
    status: 'REVIEW',
    absent: ['SURFACE_HTTP_ERROR', 'CLAIM_EVIDENCE_FAILING', 'CHANNEL_SURFACE_MISSING'],
  },
  {
    name: 'HTTP 299 and 200 are healthy',
    input: packet((p) => (at(p, 'support').http_status = 299)),
    expect: [],
    absent: ['SURFACE_HTTP_ERROR', 'SURFACE_HTTP_REDIRECT', 'SURFACE_HTTP_INTERIM'],
  },
  {
    name: 'an interim HTTP 1xx answer is for review and not usable evidence',
    input: packet((p) => {
      at(p, 'support').http_status = 199;
      at(p, 'docs').http_status = 100;
    }),
    expect: [
      { code: 'CLAIM_EVIDENCE_FAILING', pointer: '/claims/0', subject: 'c1' },
      { code: 'SURFACE_HTTP_INTERIM', pointer: '/surfaces/1/http_status', subject: 'docs' },
      { code: 'SURFACE_HTTP_INTERIM', pointer: '/surfaces/5/http_status', subject: 'support' },
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/1', subject: 'tool-directory' },
    ],
  },

  // Freshness
  {
    name: 'a capture exactly 30 days old is fresh (offsets are honoured)',
    input: packet((p) => {
      at(p, 'support').captured_at = '2026-01-31T10:00:00+01:00';
      at(p, 'docs').captured_at = '2026-01-31T09:00:00.000Z';
    }),
    expect: [],
    absent: ['SURFACE_STALE', 'CLAIM_EVIDENCE_STALE'],
    report: { surfaces: [{}, { ageDays: 30 }, {}, {}, {}, { ageDays: 30 }] },
  },
  {
    name: 'a capture a millisecond older than 30 days is stale',
    input: packet((p) => (at(p, 'support').captured_at = '2026-01-31T08:59:59.999Z')),
    expect: [{ code: 'SURFACE_STALE', pointer: '/surfaces/5/captured_at', subject: 'support', details: { ageDays: 30, maxAgeDays: 30 } }],
    status: 'REVIEW',
  },
  {
    name: 'a capture after observed_at is an error and the surface is not usable',
    input: packet((p) => (at(p, 'support').captured_at = '2026-03-02T09:00:00.001Z')),
    expect: [{ code: 'SURFACE_CAPTURED_AFTER_OBSERVED', pointer: '/surfaces/5/captured_at', subject: 'support' }],
    status: 'BLOCKED',
    absent: ['SURFACE_STALE'],
    report: { surfaces: [{}, {}, {}, {}, {}, { usable: false, ageDays: -1 }] },
  },
  {
    name: 'a capture at the same instant as observed_at, in another offset, is fresh',
    input: packet((p) => (at(p, 'support').captured_at = '2026-03-02t04:00:00-05:00')),
    expect: [],
    absent: ['SURFACE_CAPTURED_AFTER_OBSERVED'],
    report: { surfaces: [{}, {}, {}, {}, {}, { usable: true, ageDays: 0 }] },
  },

  {
    name: 'an observed_at with more than 30 fractional digits is declined: no capture is judged against it',
    input: packet((p) => {
      p.observed_at = `2026-03-02T09:00:00.${'0'.repeat(30)}1Z`;
      at(p, 'support').captured_at = '2026-03-05T00:00:00Z';
      at(p, 'docs').captured_at = '2025-01-01T00:00:00Z';
    }),
    expect: [{ code: 'DATE_TIME_TOO_PRECISE', pointer: '/observed_at', subject: null, details: { digits: 31, maxDigits: 30 } }],
    status: 'BLOCKED',
    absent: ['SURFACE_CAPTURED_AFTER_OBSERVED', 'SURFACE_STALE'],
    report: { surfaces: [{ ageDays: null }, { ageDays: null }, {}, {}, {}, { ageDays: null }] },
  },
  {
    name: 'thirty fractional digits are read exactly',
    input: packet((p) => {
      p.observed_at = `2026-03-02T09:00:00.${'0'.repeat(29)}1Z`;
      at(p, 'support').captured_at = `2026-03-02T09:00:00.${'0'.repeat(28)}11Z`;
    }),
    expect: [{ code: 'SURFACE_CAPTURED_AFTER_OBSERVED', pointer: '/surfaces/5/captured_at', subject: 'support' }],
    absent: ['DATE_TIME_TOO_PRECISE'],
  },
  {
    name: 'a product version over 256 characters and a canonical URL over 2048 are declined, not compared',
    input: packet((p) => {
      p.product.version = '1'.repeat(257);
      p.product.canonical_url = `https://invoicelint.example.com/${'p'.repeat(2017)}`;
    }),
    expect: [
      { code: 'PRODUCT_FIELD_TOO_LONG', pointer: '/product/canonical_url', subject: 'invoice-lint', details: { field: 'canonical_url', length: 2049, maxLength: 2048 } },
      { code: 'PRODUCT_FIELD_TOO_LONG', pointer: '/product/version', subject: 'invoice-lint', details: { field: 'version', length: 257, maxLength: 256 } },
    ],
    status: 'BLOCKED',
    absent: ['SURFACE_VERSION_MISMATCH', 'SURFACE_CANONICAL_URL_MISMATCH'],
  },
  {
    name: 'a version of 256 characters and a URL of 2048 are compared',
    input: packet((p) => {
      p.product.version = '1'.repeat(256);
      p.product.canonical_url = `https://invoicelint.example.com/${'p'.repeat(2016)}`;
    }),
    expect: [
      { code: 'SURFACE_CANONICAL_URL_MISMATCH', pointer: '/surfaces/0/canonical_url', subject: 'home' },
      { code: 'SURFACE_VERSION_MISMATCH', pointer: '/surfaces/0/version', subject: 'home' },
      { code: 'SURFACE_VERSION_MISMATCH', pointer: '/surfaces/2/version', subject: 'npm' },
    ],
    partial: true,
    absent: ['PRODUCT_FIELD_TOO_LONG'],
  },
  // Claims
  {
    name: 'a claim without evidence surfaces is an error at its list',
    input: packet((p) => (p.claims[1]!.evidence_surface_ids = [])),
    expect: [{ code: 'CLAIM_WITHOUT_EVIDENCE', pointer: '/claims/1/evidence_surface_ids', subject: 'c2' }],
    status: 'BLOCKED',
    report: { claims: [{ id: 'c1', verdict: 'ready' }, { id: 'c2', verdict: 'blocked', reasons: ['CLAIM_WITHOUT_EVIDENCE'] }] },
  },
  {
    name: 'each unknown surface id is flagged at its own position',
    input: packet((p) => {
      p.claims[0]!.evidence_surface_ids = ['docs', 'benchmarks'];
      p.claims[1]!.evidence_surface_ids = ['ghost'];
    }),
    expect: [
      { code: 'CLAIM_UNKNOWN_SURFACE', pointer: '/claims/0/evidence_surface_ids/1', subject: 'c1', details: { surfaceId: 'benchmarks' } },
      { code: 'CLAIM_UNKNOWN_SURFACE', pointer: '/claims/1/evidence_surface_ids/0', subject: 'c2', details: { surfaceId: 'ghost' } },
    ],
    absent: ['CLAIM_WITHOUT_EVIDENCE', 'CLAIM_EVIDENCE_FAILING'],
  },
  {
    name: 'a claim resting only on failing surfaces is unsupported',
    input: packet((p) => {
      p.surfaces.push(surface('status', 'support', { http_status: 503 }), surface('bench', 'documentation', { http_status: 404 }));
      p.claims[0]!.evidence_surface_ids = ['status', 'bench'];
    }),
    expect: [
      { code: 'CLAIM_EVIDENCE_FAILING', pointer: '/claims/0', subject: 'c1', details: { surfaces: ['status', 'bench'] } },
      { code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/6/http_status', subject: 'status' },
      { code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/7/http_status', subject: 'bench' },
    ],
  },
  {
    name: 'one usable surface is enough for a claim that also cites a failing one',
    input: packet((p) => {
      p.surfaces.push(surface('status', 'support', { http_status: 503 }));
      p.claims[0]!.evidence_surface_ids = ['status', 'docs'];
    }),
    expect: [{ code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/6/http_status' }],
    absent: ['CLAIM_EVIDENCE_FAILING'],
    report: { claims: [{ id: 'c1', verdict: 'ready', reasons: [] }, {}] },
  },
  {
    name: 'a claim resting only on stale surfaces is for review',
    input: packet((p) => {
      p.surfaces.push(surface('study', 'documentation', { captured_at: '2025-11-10T08:00:00Z' }));
      p.claims[0]!.evidence_surface_ids = ['study'];
    }),
    expect: [
      { code: 'CLAIM_EVIDENCE_STALE', pointer: '/claims/0', subject: 'c1', details: { surfaces: ['study'] } },
      { code: 'SURFACE_STALE', pointer: '/surfaces/6/captured_at', subject: 'study', details: { ageDays: 112 } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a fresh surface beside a stale one keeps a claim current',
    input: packet((p) => {
      p.surfaces.push(surface('study', 'documentation', { captured_at: '2025-11-10T08:00:00Z' }));
      p.claims[0]!.evidence_surface_ids = ['study', 'docs'];
    }),
    expect: [{ code: 'SURFACE_STALE', pointer: '/surfaces/6/captured_at' }],
    absent: ['CLAIM_EVIDENCE_STALE'],
  },

  // Required surfaces per kind
  {
    name: 'an MCP server without a source repository misses a required surface',
    input: packet((p) => {
      p.surfaces = p.surfaces.filter((s) => s.id !== 'repo');
      p.claims[1]!.evidence_surface_ids = ['npm'];
      p.target_channels = [];
    }),
    expect: [{ code: 'REQUIRED_SURFACE_MISSING', pointer: '/surfaces', subject: 'source-repository', details: { kind: 'mcp-server', type: 'source-repository', captured: 0 } }],
    report: { requiredSurfaces: [{ type: 'transport', satisfied: true }, { type: 'source-repository', satisfied: false }] },
  },
  {
    name: 'an MCP server whose only transport fails misses a usable transport',
    input: packet((p) => {
      at(p, 'mcp').http_status = 401;
      p.target_channels = [];
    }),
    expect: [
      { code: 'REQUIRED_SURFACE_MISSING', pointer: '/surfaces', subject: 'transport', details: { captured: 1 } },
      { code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/4/http_status', subject: 'mcp', details: { status: 401 } },
    ],
  },
  {
    name: 'a paid API without a pricing surface misses a required surface',
    input: packet((p) => {
      p.product.kind = 'paid-api';
      p.product.price_usd = 0.25;
      at(p, 'home').price_usd = 0.25;
      p.target_channels = [];
    }),
    expect: [{ code: 'REQUIRED_SURFACE_MISSING', pointer: '/surfaces', subject: 'pricing', details: { kind: 'paid-api' } }],
  },
  {
    name: 'a paid API with a pricing surface and an agent skill with documentation need nothing more',
    input: packet((p) => {
      p.product.kind = 'paid-api';
      p.surfaces = p.surfaces.filter((s) => s.id !== 'mcp' && s.id !== 'repo');
      p.surfaces.push(surface('pricing', 'pricing', { price_usd: 0 }));
      p.claims = [];
      p.target_channels = [];
    }),
    expect: [],
    absent: ['REQUIRED_SURFACE_MISSING'],
    report: { requiredSurfaces: [{ type: 'pricing', satisfied: true }] },
  },
  {
    name: 'an agent skill without documentation misses a required surface',
    input: packet((p) => {
      p.product.kind = 'agent-skill';
      p.surfaces = p.surfaces.filter((s) => s.id !== 'docs');
      p.claims = [];
      p.target_channels = [];
    }),
    expect: [{ code: 'REQUIRED_SURFACE_MISSING', pointer: '/surfaces', subject: 'documentation', details: { kind: 'agent-skill', captured: 0 } }],
  },

  // Duplicates
  {
    name: 'every surface sharing an id is flagged, with one group',
    input: packet((p) => p.surfaces.push(surface('docs', 'documentation'))),
    expect: [
      { code: 'DUPLICATE_SURFACE_ID', pointer: '/surfaces/1', subject: 'docs', details: { group: 'surface:docs', positions: [2, 7], count: 2 } },
      { code: 'DUPLICATE_SURFACE_ID', pointer: '/surfaces/6', subject: 'docs', details: { group: 'surface:docs', positions: [2, 7], count: 2 } },
    ],
    absent: ['DUPLICATE_CLAIM_ID'],
  },
  {
    name: 'every claim sharing an id is flagged, with one group',
    input: packet((p) => (p.claims[1]!.id = 'c1')),
    expect: [
      { code: 'DUPLICATE_CLAIM_ID', pointer: '/claims/0', subject: 'c1', details: { group: 'claim:c1' } },
      { code: 'DUPLICATE_CLAIM_ID', pointer: '/claims/1', subject: 'c1', details: { group: 'claim:c1' } },
    ],
    absent: ['DUPLICATE_SURFACE_ID'],
  },
  {
    name: 'a repeated target channel is a notice on each mention and judged once',
    input: packet((p) => (p.target_channels = ['show-forum', 'package-index', 'show-forum'])),
    expect: [
      { code: 'DUPLICATE_TARGET_CHANNEL', pointer: '/target_channels/0', subject: 'show-forum', details: { group: 'channel:show-forum', positions: [1, 3] } },
      { code: 'DUPLICATE_TARGET_CHANNEL', pointer: '/target_channels/2', subject: 'show-forum', details: { group: 'channel:show-forum', positions: [1, 3] } },
    ],
    status: 'READY',
    report: {
      channels: [
        { channel: 'show-forum', verdict: 'ready', reasons: ['DUPLICATE_TARGET_CHANNEL'] },
        { channel: 'package-index', verdict: 'ready', reasons: [] },
      ],
    },
  },
  {
    name: 'distinct target channels raise no duplicate notice',
    input: ready(),
    expect: [],
    absent: ['DUPLICATE_TARGET_CHANNEL'],
  },

  // Channels: surfaces
  {
    name: 'package-index without a package-registry surface is blocked',
    input: packet((p) => {
      p.surfaces = p.surfaces.filter((s) => s.id !== 'npm');
      p.claims[1]!.evidence_surface_ids = ['repo'];
      p.target_channels = ['package-index', 'mcp-registry'];
    }),
    expect: [{ code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/0', subject: 'package-index', details: { types: 'package-registry' } }],
    report: {
      channels: [
        { channel: 'package-index', verdict: 'blocked', reasons: ['CHANNEL_SURFACE_MISSING'] },
        { channel: 'mcp-registry', verdict: 'ready', reasons: [] },
      ],
    },
  },
  {
    name: 'a failing registry surface does not carry package-index',
    input: packet((p) => {
      at(p, 'npm').http_status = 404;
      p.claims[1]!.evidence_surface_ids = ['repo'];
      p.target_channels = ['package-index'];
    }),
    expect: [
      { code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/2/http_status', subject: 'npm' },
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/0', subject: 'package-index' },
    ],
  },
  {
    name: 'source-host, tool-directory, launch-site and show-forum each need their surface',
    input: packet((p) => {
      p.surfaces = p.surfaces.filter((s) => !['repo', 'docs', 'home'].includes(s.id));
      p.product.kind = 'paid-api';
      p.surfaces.push(surface('pricing', 'pricing'));
      p.claims = [];
      p.target_channels = ['source-host', 'tool-directory', 'launch-site', 'show-forum'];
    }),
    expect: [
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/0', subject: 'source-host', details: { types: 'source-repository' } },
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/1', subject: 'tool-directory', details: { types: 'documentation' } },
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/2', subject: 'launch-site', details: { types: 'homepage' } },
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/3', subject: 'show-forum', details: { types: 'homepage or source-repository' } },
    ],
  },
  {
    name: 'a source repository alone carries show-forum',
    input: packet((p) => {
      p.surfaces = p.surfaces.filter((s) => s.id !== 'home');
      p.target_channels = ['show-forum'];
    }),
    expect: [],
    absent: ['CHANNEL_SURFACE_MISSING'],
  },
  {
    name: 'package-index with registries that show no install command is blocked',
    input: packet((p) => {
      delete at(p, 'npm').install_command;
      p.surfaces.push(surface('pypi', 'package-registry', { install_command: '   ' }));
      p.target_channels = ['package-index'];
    }),
    expect: [{ code: 'INSTALL_COMMAND_MISSING', pointer: '/target_channels/0', subject: 'package-index', details: { surfaces: ['npm', 'pypi'] } }],
    absent: ['CHANNEL_SURFACE_MISSING'],
  },
  {
    name: 'mcp-registry without a usable transport falls back to an installable registry',
    input: packet((p) => {
      at(p, 'mcp').http_status = 503;
      delete at(p, 'npm').install_command;
      p.target_channels = ['mcp-registry'];
    }),
    expect: [
      { code: 'REQUIRED_SURFACE_MISSING', pointer: '/surfaces', subject: 'transport' },
      { code: 'SURFACE_HTTP_ERROR', pointer: '/surfaces/4/http_status', subject: 'mcp' },
      { code: 'INSTALL_COMMAND_MISSING', pointer: '/target_channels/0', subject: 'mcp-registry', details: { surfaces: ['npm'] } },
    ],
  },
  {
    name: 'mcp-registry is carried by a transport alone',
    input: packet((p) => {
      p.surfaces = p.surfaces.filter((s) => s.id !== 'npm');
      p.claims[1]!.evidence_surface_ids = ['repo'];
      p.target_channels = ['mcp-registry'];
    }),
    expect: [],
    absent: ['INSTALL_COMMAND_MISSING', 'CHANNEL_SURFACE_MISSING'],
  },
  {
    name: 'mcp-registry with neither transport nor registry is blocked',
    input: packet((p) => {
      p.product.kind = 'agent-skill';
      p.surfaces = p.surfaces.filter((s) => s.id !== 'npm' && s.id !== 'mcp');
      p.claims[1]!.evidence_surface_ids = ['repo'];
      p.target_channels = ['mcp-registry'];
    }),
    expect: [
      { code: 'CHANNEL_KIND_MISMATCH', pointer: '/target_channels/0', subject: 'mcp-registry', details: { kind: 'agent-skill' } },
      { code: 'CHANNEL_SURFACE_MISSING', pointer: '/target_channels/0', subject: 'mcp-registry', details: { types: 'transport or package-registry' } },
    ],
  },
  {
    name: 'an agent skill headed for an MCP registry is the wrong kind',
    input: packet((p) => {
      p.product.kind = 'agent-skill';
      p.target_channels = ['mcp-registry', 'tool-directory'];
    }),
    expect: [{ code: 'CHANNEL_KIND_MISMATCH', pointer: '/target_channels/0', subject: 'mcp-registry' }],
    report: {
      channels: [
        { channel: 'mcp-registry', verdict: 'blocked', reasons: ['CHANNEL_KIND_MISMATCH'] },
        { channel: 'tool-directory', verdict: 'ready', reasons: [] },
      ],
    },
  },
  {
    name: 'an MCP server may go to an MCP registry',
    input: packet((p) => (p.target_channels = ['mcp-registry'])),
    expect: [],
    absent: ['CHANNEL_KIND_MISMATCH'],
  },
  {
    name: 'a channel whose only carrier shows another release is blocked',
    input: packet((p) => {
      at(p, 'npm').version = '1.3.2';
      p.target_channels = ['package-index'];
    }),
    expect: [
      { code: 'SURFACE_VERSION_MISMATCH', pointer: '/surfaces/2/version', subject: 'npm' },
      { code: 'CHANNEL_SURFACE_INCONSISTENT', pointer: '/target_channels/0', subject: 'package-index', details: { surfaceIds: ['npm'], fields: 'version' } },
    ],
  },
  {
    name: 'one consistent carrier keeps the channel ready',
    input: packet((p) => {
      at(p, 'npm').version = '1.3.2';
      p.surfaces.push(surface('npm2', 'package-registry', { version: '1.4.0', install_command: 'npm i invoice-lint' }));
      p.target_channels = ['package-index'];
    }),
    expect: [{ code: 'SURFACE_VERSION_MISMATCH', pointer: '/surfaces/2/version' }],
    absent: ['CHANNEL_SURFACE_INCONSISTENT'],
    report: { channels: [{ channel: 'package-index', verdict: 'ready', reasons: [] }] },
  },

  // Channels: launch facts
  {
    name: 'launch facts stated false block both launch-style channels, each at its own mention',
    input: packet((p) => {
      p.target_channels = ['launch-site', 'package-index', 'show-forum'];
      p.launch_evidence = { live_product: false, tryable_without_signup: false, founder_available: false, generated_comments_planned: true, pricing_transparent: false };
    }),
    expect: [
      { code: 'LAUNCH_FOUNDER_UNAVAILABLE', pointer: '/target_channels/0', subject: 'launch-site', details: { stated: 'false' } },
      { code: 'LAUNCH_GENERATED_COMMENTS', pointer: '/target_channels/0', subject: 'launch-site', details: { stated: 'true' } },
      { code: 'LAUNCH_NOT_LIVE', pointer: '/target_channels/0', subject: 'launch-site', details: { stated: 'false', field: 'launch_evidence/live_product' } },
      { code: 'LAUNCH_SIGNUP_REQUIRED', pointer: '/target_channels/0', subject: 'launch-site', details: { stated: 'false' } },
      { code: 'LAUNCH_FOUNDER_UNAVAILABLE', pointer: '/target_channels/2', subject: 'show-forum' },
      { code: 'LAUNCH_GENERATED_COMMENTS', pointer: '/target_channels/2', subject: 'show-forum' },
      { code: 'LAUNCH_NOT_LIVE', pointer: '/target_channels/2', subject: 'show-forum' },
      { code: 'LAUNCH_SIGNUP_REQUIRED', pointer: '/target_channels/2', subject: 'show-forum' },
    ],
    absent: ['LAUNCH_PRICING_NOT_TRANSPARENT'],
    report: {
      channels: [
        { channel: 'launch-site', verdict: 'blocked', reasons: ['LAUNCH_FOUNDER_UNAVAILABLE', 'LAUNCH_GENERATED_COMMENTS', 'LAUNCH_NOT_LIVE', 'LAUNCH_SIGNUP_REQUIRED'] },
        { channel: 'package-index', verdict: 'ready', reasons: [] },
        { channel: 'show-forum', verdict: 'blocked' },
      ],
    },
  },
  {
    name: 'launch facts that are not stated block a launch too',
    input: packet((p) => {
      delete p.launch_evidence;
      p.target_channels = ['show-forum'];
    }),
    expect: [
      { code: 'LAUNCH_FOUNDER_UNAVAILABLE', pointer: '/target_channels/0', details: { stated: 'not stated' } },
      { code: 'LAUNCH_GENERATED_COMMENTS', pointer: '/target_channels/0', details: { stated: 'not stated' } },
      { code: 'LAUNCH_NOT_LIVE', pointer: '/target_channels/0', details: { stated: 'not stated' } },
      { code: 'LAUNCH_SIGNUP_REQUIRED', pointer: '/target_channels/0', details: { stated: 'not stated' } },
    ],
  },
  {
    name: 'launch facts do not apply to registries and directories',
    input: packet((p) => {
      delete p.launch_evidence;
      p.target_channels = ['mcp-registry', 'tool-directory', 'package-index', 'source-host'];
    }),
    expect: [],
    absent: ['LAUNCH_NOT_LIVE', 'LAUNCH_SIGNUP_REQUIRED', 'LAUNCH_FOUNDER_UNAVAILABLE', 'LAUNCH_GENERATED_COMMENTS'],
  },
  {
    name: 'a paid product launches only with transparent pricing',
    input: packet((p) => {
      p.product.price_usd = 0.05;
      delete at(p, 'home').price_usd;
      p.launch_evidence!.pricing_transparent = false;
      p.target_channels = ['launch-site'];
    }),
    expect: [{ code: 'LAUNCH_PRICING_NOT_TRANSPARENT', pointer: '/target_channels/0', subject: 'launch-site', details: { priceUsd: '0.05', stated: 'false' } }],
  },
  {
    name: 'a free product needs no pricing statement to launch',
    input: packet((p) => {
      delete p.launch_evidence!.pricing_transparent;
      p.target_channels = ['launch-site'];
    }),
    expect: [],
    absent: ['LAUNCH_PRICING_NOT_TRANSPARENT'],
  },
]);

export const cases = [...baseCases, ...mcpRegistryCases];
