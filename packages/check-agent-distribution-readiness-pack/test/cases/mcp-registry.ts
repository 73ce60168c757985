// The official MCP Registry's publish-time validation (modelcontextprotocol/registry,
// internal/validators/validators.go and utils.go): each case quotes the function whose verdict it proves.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { at, packet, surface } from './helpers.js';

const REGISTRY = 'https://registry.modelcontextprotocol.io/v0/servers/io.github.acme%2Finvoice-lint';

export const mcpRegistryCases = defineCases<Input>([
  {
    // validators.go looksLikeVersionRange: comparatorRangeRe "^1.2.3".
    name: 'a caret range as the release version is refused by the registry',
    input: packet((p) => {
      p.product.version = '^1.4.0';
      for (const s of p.surfaces) delete s.version;
    }),
    expect: [{ code: 'MCP_VERSION_REJECTED', pointer: '/product/version', subject: 'invoice-lint', details: { version: '^1.4.0', problem: 'range' } }],
    status: 'BLOCKED',
  },
  {
    // validators.go validateVersion: `if version == "latest"` → ErrReservedVersionString.
    name: '"latest" is a reserved version',
    input: packet((p) => {
      p.product.version = 'latest';
      for (const s of p.surfaces) delete s.version;
    }),
    expect: [{ code: 'MCP_VERSION_REJECTED', pointer: '/product/version', details: { version: 'latest', problem: 'reserved' } }],
  },
  {
    // dottedVersionLikeRe + the `strings.Contains(trimmed, "x")` test: the registry refuses 1.0.0-next.1.
    name: 'a pre-release containing an x is refused as the registry refuses it',
    input: packet((p) => {
      p.product.version = '1.0.0-next.1';
      for (const s of p.surfaces) delete s.version;
    }),
    expect: [{ code: 'MCP_VERSION_REJECTED', pointer: '/product/version', details: { version: '1.0.0-next.1', problem: 'range' } }],
  },
  {
    // "NB: we decided that we would not enforce strict semver for version strings".
    name: 'specific versions, pre-releases, build metadata and calendar versions pass; nothing is checked without mcp-registry',
    input: packet((p) => {
      p.product.version = '2024.01.15-beta+build.7';
      for (const s of p.surfaces) delete s.version;
    }),
    expect: [],
    absent: ['MCP_VERSION_REJECTED'],
  },
  {
    name: 'a range version is not judged for channels other than mcp-registry',
    input: packet((p) => {
      p.product.version = '>=1.0.0';
      for (const s of p.surfaces) delete s.version;
      p.target_channels = ['package-index', 'source-host'];
    }),
    expect: [],
    absent: ['MCP_VERSION_REJECTED'],
  },
  {
    // utils.go IsValidRemoteURL: https only; localhost, 127.0.0.1 and *.localhost refused.
    name: 'an http transport and a localhost transport cannot be registry remotes',
    input: packet((p) => {
      at(p, 'mcp').url = 'http://invoicelint.example.com/mcp';
      p.surfaces.push(surface('local', 'transport', { url: 'https://api.localhost:8443/mcp' }));
    }),
    expect: [
      { code: 'MCP_REMOTE_URL_REJECTED', pointer: '/surfaces/4/url', subject: 'mcp', details: { problem: 'scheme' } },
      { code: 'MCP_REMOTE_URL_REJECTED', pointer: '/surfaces/6/url', subject: 'local', details: { problem: 'localhost' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'an https transport on a public host is a valid remote (scheme case does not matter)',
    input: packet((p) => {
      at(p, 'mcp').url = 'HTTPS://mcp.invoicelint.example.com/';
    }),
    expect: [],
    absent: ['MCP_REMOTE_URL_REJECTED'],
  },
  {
    // validators.go parseServerName: "server name must be in format 'dns-namespace/name'".
    name: 'a name without a namespace on the official registry is not a server name',
    input: packet((p) => {
      p.surfaces.push(surface('registry', 'agent-registry', { url: REGISTRY, name: 'invoice-lint' }));
    }),
    expect: [{ code: 'MCP_SERVER_NAME_INVALID', pointer: '/surfaces/6/name', subject: 'registry', details: { name: 'invoice-lint' } }],
  },
  {
    // The registry's own name form: no SURFACE_NAME_MISMATCH for `io.github.acme/invoice-lint`.
    name: 'a namespaced registry name and a scoped npm name carry the product name without a mismatch',
    input: packet((p) => {
      p.surfaces.push(surface('registry', 'agent-registry', { url: REGISTRY, name: 'io.github.acme/invoice-lint', version: '1.4.0' }));
      at(p, 'npm').name = '@acme/invoice-lint';
    }),
    expect: [],
    absent: ['MCP_SERVER_NAME_INVALID', 'SURFACE_NAME_MISMATCH'],
  },
  {
    name: 'the namespace does not excuse another name, nor a scope on a non-registry surface',
    input: packet((p) => {
      p.surfaces.push(surface('registry', 'agent-registry', { url: REGISTRY, name: 'io.github.acme/invoice-lint-pro' }));
      at(p, 'support').name = '@acme/invoice-lint';
    }),
    expect: [
      { code: 'SURFACE_NAME_MISMATCH', pointer: '/surfaces/5/name', subject: 'support' },
      { code: 'SURFACE_NAME_MISMATCH', pointer: '/surfaces/6/name', subject: 'registry' },
    ],
    absent: ['MCP_SERVER_NAME_INVALID'],
  },
  {
    name: 'a name on another directory is not held to the official registry form',
    input: packet((p) => {
      p.surfaces.push(surface('glama', 'agent-registry', { url: 'https://glama.ai/mcp/servers/invoice-lint', name: 'invoice-lint' }));
    }),
    expect: [],
    absent: ['MCP_SERVER_NAME_INVALID'],
  },
  {
    // utils.go IsValidRepositoryURL: githubURLRegex / gitlabURLRegex only.
    name: 'a repository off GitHub and GitLab, or a deeper GitHub path, cannot be repository.url (notice)',
    input: packet((p) => {
      at(p, 'repo').url = 'https://codeberg.org/acme/invoice-lint';
      p.surfaces.push(surface('tree', 'source-repository', { url: 'https://github.com/acme/invoice-lint/tree/main/server' }));
      p.surfaces.push(surface('lab', 'source-repository', { url: 'https://gitlab.com/acme/tools/invoice-lint' }));
    }),
    expect: [
      { code: 'MCP_REPOSITORY_URL_UNSUPPORTED', pointer: '/surfaces/3/url', subject: 'repo' },
      { code: 'MCP_REPOSITORY_URL_UNSUPPORTED', pointer: '/surfaces/6/url', subject: 'tree' },
    ],
    status: 'READY',
  },
  {
    // validators.go validateWebsiteURL: "websiteUrl must use https scheme".
    name: 'an http homepage cannot be websiteUrl (notice)',
    input: packet((p) => {
      at(p, 'home').url = 'http://invoicelint.example.com/';
    }),
    expect: [{ code: 'MCP_WEBSITE_URL_NOT_HTTPS', pointer: '/surfaces/0/url', subject: 'home' }],
    status: 'READY',
  },
  {
    name: 'registry URL rules are not applied when mcp-registry is not targeted',
    input: packet((p) => {
      at(p, 'home').url = 'http://invoicelint.example.com/';
      at(p, 'repo').url = 'https://codeberg.org/acme/invoice-lint';
      at(p, 'mcp').url = 'http://localhost/mcp';
      p.target_channels = ['package-index', 'source-host'];
    }),
    expect: [],
    absent: ['MCP_WEBSITE_URL_NOT_HTTPS', 'MCP_REPOSITORY_URL_UNSUPPORTED', 'MCP_REMOTE_URL_REJECTED'],
  },
]);
