import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { absoluteHttpsUrl, acceptedRepositoryUrl, onOfficialRegistry, OFFICIAL_REGISTRY_HOST, registryVersionProblem, remoteUrlProblem, validServerName } from '../lib/mcp-registry.js';

const VERSION_REASON = {
  reserved: '"latest" is reserved (ErrReservedVersionString)',
  range: 'it looks like a version range, not one specific version (looksLikeVersionRange)',
} as const;

const REMOTE_REASON = {
  scheme: 'a remote must be an https URL with a host',
  localhost: 'a remote may not point at localhost, 127.0.0.1 or a *.localhost host',
} as const;

/**
 * What the official MCP Registry refuses or drops when the server.json is published
 * (modelcontextprotocol/registry internal/validators): checked only when `mcp-registry` is targeted.
 */
export const mcpRegistryRule = defineRule<Context>()({
  name: 'mcp-registry-publish',
  codes: {
    MCP_VERSION_REJECTED: {
      severity: 'error',
      message: 'The MCP Registry refuses the version "{{version}}": {{reason}}.',
      description:
        'The MCP Registry rejects a server.json whose version is `latest` or looks like a range (`^1.2.3`, `~1.2`, `>=1.0.0`, `1 - 2`, `1.2 || 1.3`, `1.x`, `1.2.*`); it also refuses any dotted version containing x, X or * (so `1.0.0-next.1`), as its validator does.',
      example: '`version: "^1.4.0"` with `mcp-registry` targeted',
    },
    MCP_REMOTE_URL_REJECTED: {
      severity: 'error',
      message: 'Transport surface "{{id}}" ({{url}}) cannot be a registry remote: {{reason}}.',
      description:
        'The MCP Registry accepts a remote (streamable-http or sse) only at an https URL whose host is not localhost, 127.0.0.1 or *.localhost (IsValidRemoteURL).',
      example: '`http://localhost:8080/mcp` as the transport',
    },
    MCP_SERVER_NAME_INVALID: {
      severity: 'error',
      message: `Surface "{{id}}" on ${OFFICIAL_REGISTRY_HOST} shows the name "{{name}}", which is not a registry server name (dns-namespace/name).`,
      description:
        'A server on the official registry is named `dns-namespace/name` with one slash; each part starts and ends with a letter or digit, the namespace may hold dots and hyphens, the name dots, underscores and hyphens (parseServerName).',
      example: '`invoice-lint` instead of `io.github.acme/invoice-lint`',
    },
    MCP_REPOSITORY_URL_UNSUPPORTED: {
      severity: 'notice',
      message: 'Source repository "{{id}}" ({{url}}) cannot be the registry entry\'s repository.url, which accepts github.com and gitlab.com repositories only.',
      description:
        'The registry validates repository.url against `https?://(www.)?github.com/<owner>/<repo>` or a gitlab.com project path (IsValidRepositoryURL); another host, or a deeper GitHub path, must be left out of server.json.',
      example: '`https://codeberg.org/acme/invoice-lint`',
    },
    MCP_WEBSITE_URL_NOT_HTTPS: {
      severity: 'notice',
      message: 'Homepage "{{id}}" ({{url}}) cannot be the registry entry\'s websiteUrl, which must use https.',
      description: 'The registry refuses a websiteUrl that is not an absolute https URL (validateWebsiteURL); an http homepage must be left out of server.json.',
      example: '`http://invoicelint.example.com/`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (!ctx.channels.some((view) => view.channel === 'mcp-registry')) return;
    const { product } = ctx.input;
    if (!ctx.declined.product.some(({ field }) => field === 'version')) {
      const problem = registryVersionProblem(product.version);
      if (problem !== null) {
        findings.add('MCP_VERSION_REJECTED', {
          subject: product.name,
          pointer: '/product/version',
          details: { version: product.version, problem, reason: VERSION_REASON[problem] },
        });
      }
    }
    for (const { index, surface } of ctx.surfaces) {
      const { id, url } = surface;
      if (surface.type === 'transport') {
        const problem = remoteUrlProblem(url);
        if (problem !== null) {
          findings.add('MCP_REMOTE_URL_REJECTED', { subject: id, pointer: jsonPointer('surfaces', index, 'url'), details: { id, url, problem, reason: REMOTE_REASON[problem] } });
        }
      } else if (surface.type === 'agent-registry') {
        if (surface.name !== undefined && onOfficialRegistry(url) && !validServerName(surface.name)) {
          findings.add('MCP_SERVER_NAME_INVALID', { subject: id, pointer: jsonPointer('surfaces', index, 'name'), details: { id, name: surface.name } });
        }
      } else if (surface.type === 'source-repository') {
        if (!acceptedRepositoryUrl(url)) {
          findings.add('MCP_REPOSITORY_URL_UNSUPPORTED', { subject: id, pointer: jsonPointer('surfaces', index, 'url'), details: { id, url } });
        }
      } else if (surface.type === 'homepage' && !absoluteHttpsUrl(url)) {
        findings.add('MCP_WEBSITE_URL_NOT_HTTPS', { subject: id, pointer: jsonPointer('surfaces', index, 'url'), details: { id, url } });
      }
    }
  },
});
