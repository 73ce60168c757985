import { compileSchema, first, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const surface = first(sampleInput.surfaces);
const claim = first(sampleInput.claims);
const allChannels = ['mcp-registry', 'tool-directory', 'package-index', 'source-host', 'launch-site', 'show-forum'];

describe('agent-distribution-readiness-pack input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('nested objects are closed', () => {
    expect(validate(withValueAt(sampleInput, '/surfaces/0/extra', 1))).toContainEqual(
      expect.objectContaining({ pointer: '/surfaces/0/extra', keyword: 'additionalProperties' }),
    );
    expect(validate(withValueAt(sampleInput, '/launch_evidence/extra', true))).toContainEqual(
      expect.objectContaining({ pointer: '/launch_evidence/extra', keyword: 'additionalProperties' }),
    );
  });

  test.each(['observed_at', 'product', 'surfaces', 'claims', 'target_channels'] as const)(
    'a missing required top-level %s is rejected',
    (key) => {
      const input: Record<string, unknown> = { ...sampleInput };
      delete input[key];
      expect(validate(input)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
    },
  );

  test('launch_evidence is optional', () => {
    const { launch_evidence: _omit, ...rest } = sampleInput;
    expect(validate(rest)).toEqual([]);
  });

  test('a surface without http_status is rejected', () => {
    const { http_status: _omit, ...rest } = surface;
    expect(validate(withValueAt(sampleInput, '/surfaces/0', rest))).toContainEqual(
      expect.objectContaining({ pointer: '/surfaces/0/http_status', keyword: 'required' }),
    );
  });

  // Bounds from the interface: each accepted at the limit and rejected just past it.
  test.each([
    ['surfaces: 1..100 items', '/surfaces', [surface], [], 'minItems'],
    ['surfaces: 1..100 items', '/surfaces', Array(100).fill(surface), Array(101).fill(surface), 'maxItems'],
    ['claims: up to 100 items', '/claims', Array(100).fill(claim), Array(101).fill(claim), 'maxItems'],
    ['target_channels: up to 6', '/target_channels', allChannels, [...allChannels, 'show-forum'], 'maxItems'],
    ['target_channels enum', '/target_channels/0', 'launch-site', 'newsletter', 'enum'],
    ['product.name: 1..120 chars', '/product/name', 'n'.repeat(120), 'n'.repeat(121), 'maxLength'],
    ['product.name: 1..120 chars', '/product/name', 'n', '', 'minLength'],
    ['product.kind enum', '/product/kind', 'paid-api', 'saas', 'enum'],
    ['product.price_usd: 0..10000', '/product/price_usd', 10000, 10000.01, 'maximum'],
    ['product.price_usd: 0..10000', '/product/price_usd', 0, -0.01, 'minimum'],
    ['surface.price_usd: 0..10000', '/surfaces/0/price_usd', 10000, 10001, 'maximum'],
    ['surface.http_status: 100..599', '/surfaces/0/http_status', 599, 600, 'maximum'],
    ['surface.http_status: 100..599', '/surfaces/0/http_status', 100, 99, 'minimum'],
    ['surface.http_status is an integer', '/surfaces/0/http_status', 200, 200.5, 'type'],
    ['surface.type enum', '/surfaces/0/type', 'source-repository', 'blog', 'enum'],
    ['surface.capabilities: up to 1000', '/surfaces/0/capabilities', Array(1000).fill('x'), Array(1001).fill('x'), 'maxItems'],
    ['claim.text: 1..500 chars', '/claims/0/text', 't'.repeat(500), 't'.repeat(501), 'maxLength'],
    ['claim.text: 1..500 chars', '/claims/0/text', 't', '', 'minLength'],
    ['claim.evidence_surface_ids: up to 100', '/claims/0/evidence_surface_ids', Array(100).fill('docs'), Array(101).fill('docs'), 'maxItems'],
    ['observed_at is a date-time', '/observed_at', '2026-03-02T09:00:00.000+01:00', '2026-03-02', 'format'],
    ['canonical_url is a uri', '/product/canonical_url', 'https://a.example/x', 'not a uri', 'format'],
  ] as const)('%s (%s)', (_label, pointer, atLimit, pastLimit, keyword) => {
    expect(validate(withValueAt(sampleInput, pointer, atLimit))).toEqual([]);
    expect(validate(withValueAt(sampleInput, pointer, pastLimit))).toContainEqual(
      expect.objectContaining({ pointer, keyword }),
    );
  });
});
