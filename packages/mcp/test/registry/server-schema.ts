// The MCP registry's server.json rules (schema 2025-12-11, published at
// https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json and used by the
// registry's own validator, internal/validators/schemas/2025-12-11.json), written out as JSON Schema
// 2020-12 for the members this server.json uses. Every bound of the published schema on those members
// is here; our objects are closed besides, so a misspelt member fails instead of passing unread.
// Official-registry rules beyond the schema (docs/reference/server-json/official-registry-requirements.md):
// a package version is one exact version (no range, not "latest").

const EXACT_VERSION = { type: 'string', minLength: 1, maxLength: 255, not: { anyOf: [{ const: 'latest' }, { pattern: '^[\\^~<>=]|[*xX](\\.|$)|\\s-\\s|\\|\\|' }] } };
const URI = { type: 'string', format: 'uri' };

const input = {
  type: 'object',
  additionalProperties: false,
  properties: {
    description: { type: 'string' },
    isRequired: { type: 'boolean' },
    isSecret: { type: 'boolean' },
    default: { type: 'string' },
    placeholder: { type: 'string' },
    value: { type: 'string' },
    format: { enum: ['string', 'number', 'boolean', 'filepath'] },
    choices: { type: 'array', items: { type: 'string' } },
  },
};

export const serverSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description', 'version'],
  properties: {
    $schema: { const: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json' },
    name: { type: 'string', minLength: 3, maxLength: 200, pattern: '^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$' },
    title: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', minLength: 1, maxLength: 100 },
    version: EXACT_VERSION,
    websiteUrl: URI,
    packages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['registryType', 'identifier', 'transport'],
        properties: {
          registryType: { enum: ['npm', 'pypi', 'nuget', 'oci', 'mcpb'] },
          registryBaseUrl: URI,
          identifier: { type: 'string', minLength: 1 },
          version: EXACT_VERSION,
          runtimeHint: { type: 'string' },
          transport: {
            type: 'object',
            additionalProperties: false,
            required: ['type'],
            properties: { type: { enum: ['stdio', 'streamable-http', 'sse'] }, url: { type: 'string', pattern: '^https?://[^\\s]+$' } },
          },
        },
      },
    },
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type', 'url'],
        properties: {
          type: { enum: ['streamable-http', 'sse'] },
          url: { type: 'string', pattern: '^https?://[^\\s]+$' },
          variables: { type: 'object', additionalProperties: input },
        },
      },
    },
  },
} as const;
