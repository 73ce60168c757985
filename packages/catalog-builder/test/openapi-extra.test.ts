// The OpenAPI builder takes operations it knows nothing about (the gateway's MCP door) from its caller.
import { buildOpenApiDocument, implementedChecks, type CatalogConfig, type ExtraOperation } from '../src/index.js';

const config: CatalogConfig = {
  baseUrl: 'https://gw.example.com/',
  receiver: '0x1111111111111111111111111111111111111111',
  assetContract: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  sellerName: 'Example Seller',
  supportUrl: 'https://gw.example.com/support',
};
const base = { freeEndpoints: [], errorCodes: ['NOT_FOUND'], allProductIds: implementedChecks.map((check) => check.id) };
const extra: ExtraOperation = {
  path: '/mcp',
  method: 'post',
  operation: { operationId: 'mcp', tags: ['MCP'], responses: { '200': { description: 'ok' } } },
  tag: { name: 'MCP', description: 'Tools.' },
};

test('an extra operation is added as given, its tag declared once', () => {
  const doc = buildOpenApiDocument(implementedChecks, config, { ...base, extraOperations: [extra, { ...extra, method: 'put' }] });
  const paths = doc.paths as Record<string, Record<string, unknown>>;
  expect(paths['/mcp']).toEqual({ post: extra.operation, put: extra.operation });
  expect(doc.tags).toEqual([expect.objectContaining({ name: 'Free' }), { name: 'MCP', description: 'Tools.' }]);
  expect(Object.keys(paths).filter((path) => path.startsWith('/api/run/'))).toHaveLength(implementedChecks.length);
});

test('without extra operations the document is unchanged', () => {
  expect(buildOpenApiDocument(implementedChecks, config, { ...base, extraOperations: [] })).toEqual(buildOpenApiDocument(implementedChecks, config, base));
});

test('an extra operation never replaces a generated one', () => {
  const clash: ExtraOperation = { path: `/api/run/${implementedChecks[0]!.id}`, method: 'post', operation: {} };
  expect(() => buildOpenApiDocument(implementedChecks, config, { ...base, extraOperations: [clash] })).toThrow(/described twice/);
  expect(() => buildOpenApiDocument(implementedChecks, config, { ...base, extraOperations: [extra, extra] })).toThrow(/POST \/mcp is described twice/);
});
