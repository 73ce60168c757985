import { defineRule, type CodeTable, type FindingCollector } from '@evidence-check/core-receipt';
import { formatDecimal, fromNumber } from '@evidence-check/exact-decimal';
import { usableOfType, type ChannelView, type Context, type SurfaceView } from '../context.js';
import { CHANNEL_SURFACES, LAUNCH_CHANNELS, LAUNCH_FACTS } from '../lib/channels.js';

const hasInstallCommand = (command: string | undefined) => command !== undefined && command.trim() !== '';

const codes = {
  CHANNEL_KIND_MISMATCH: {
    severity: 'error',
    message: 'Channel {{channel}} lists MCP servers; the product is a {{kind}}.',
    description: 'An MCP registry lists MCP servers only; another kind of product cannot be published there.',
    example: '`agent-skill` headed for `mcp-registry`',
  },
  CHANNEL_SURFACE_MISSING: {
    severity: 'error',
    message: 'Channel {{channel}} needs a usable {{types}} surface; none was captured with HTTP 200–399 by observed_at.',
    description:
      'The channel links to or installs from a surface the packet does not have in usable form (package-index: package-registry; mcp-registry: transport or package-registry; source-host: source-repository; tool-directory: documentation; launch-site: homepage; show-forum: homepage or source-repository).',
    example: '`package-index` without a `package-registry` surface',
  },
  CHANNEL_SURFACE_INCONSISTENT: {
    severity: 'error',
    message: 'Channel {{channel}} relies on {{surfaces}}, which disagree with the release on {{fields}}.',
    description:
      'Every surface that could carry the channel (the ones CHANNEL_SURFACE_MISSING asks for) disagrees with the release on name, version, canonical URL or price: the listing would advertise another release.',
    example: '`package-index` whose only registry surface shows `1.3.2` for release `1.4.0`',
  },
  INSTALL_COMMAND_MISSING: {
    severity: 'error',
    message: 'Channel {{channel}} needs an install command; no usable package-registry surface ({{surfaces}}) shows one.',
    description: 'The package-registry surfaces the channel relies on show no install_command, so nobody can install from the listing.',
    example: 'npm surface without `install_command`',
  },
  LAUNCH_NOT_LIVE: {
    severity: 'error',
    message: 'Channel {{channel}} needs a live product; launch_evidence.live_product is {{stated}}.',
    description: 'A launch or show post needs a live product people can use now; the packet does not state one (false or not stated).',
    example: '`live_product: false`',
  },
  LAUNCH_SIGNUP_REQUIRED: {
    severity: 'error',
    message: 'Channel {{channel}} needs a product that can be tried without signing up; launch_evidence.tryable_without_signup is {{stated}}.',
    description: 'Show and launch posts must be tryable without sign-up or e-mail barriers; the packet does not state that (false or not stated).',
    example: '`tryable_without_signup: false`',
  },
  LAUNCH_FOUNDER_UNAVAILABLE: {
    severity: 'error',
    message: 'Channel {{channel}} needs the maker around to answer; launch_evidence.founder_available is {{stated}}.',
    description: 'The maker must be present to discuss the launch; the packet does not state that (false or not stated).',
    example: '`founder_available: false`',
  },
  LAUNCH_GENERATED_COMMENTS: {
    severity: 'error',
    message: 'Channel {{channel}} forbids generated comments; launch_evidence.generated_comments_planned is {{stated}}.',
    description: 'Generated or AI-edited comments are planned, or the packet does not state that none are (true or not stated).',
    example: '`generated_comments_planned: true`',
  },
  LAUNCH_PRICING_NOT_TRANSPARENT: {
    severity: 'error',
    message: 'Channel {{channel}} needs transparent pricing for a paid product ({{priceUsd}} USD); launch_evidence.pricing_transparent is {{stated}}.',
    description: 'A paid product (price_usd above 0) launches without stated transparent pricing (false or not stated).',
    example: '`price_usd: 0.05`, `pricing_transparent: false`',
  },
} as const satisfies CodeTable;

/**
 * The usable surfaces that can carry the channel: for package-index, registries showing an install
 * command; for mcp-registry, transports or such registries; otherwise the channel's surface types.
 */
function checkSurfaces(ctx: Context, view: ChannelView, findings: FindingCollector<typeof codes>): void {
  const { channel, pointer } = view;
  const types = CHANNEL_SURFACES[channel];
  let carriers: SurfaceView[];
  if (channel === 'package-index' || channel === 'mcp-registry') {
    const registries = usableOfType(ctx, 'package-registry');
    const installable = registries.filter((registry) => hasInstallCommand(registry.surface.install_command));
    carriers = [...(channel === 'mcp-registry' ? usableOfType(ctx, 'transport') : []), ...installable];
    if (carriers.length === 0 && registries.length > 0) {
      findings.add('INSTALL_COMMAND_MISSING', {
        subject: channel,
        pointer,
        details: { channel, surfaces: registries.map((registry) => registry.surface.id) },
      });
      return;
    }
  } else {
    carriers = usableOfType(ctx, ...types);
  }
  if (carriers.length === 0) {
    findings.add('CHANNEL_SURFACE_MISSING', { subject: channel, pointer, details: { channel, types: types.join(' or ') } });
    return;
  }
  if (carriers.every((carrier) => carrier.mismatches.length > 0)) {
    const ids = [...new Set(carriers.map((carrier) => carrier.surface.id))];
    const fields = [...new Set(carriers.flatMap((carrier) => carrier.mismatches))];
    findings.add('CHANNEL_SURFACE_INCONSISTENT', {
      subject: channel,
      pointer,
      details: { channel, surfaces: ids.join(', '), surfaceIds: ids, fields: fields.join(', ') },
    });
  }
}

function checkLaunch(ctx: Context, view: ChannelView, findings: FindingCollector<typeof codes>): void {
  const evidence = ctx.input.launch_evidence ?? {};
  for (const { code, field, required, paidOnly } of LAUNCH_FACTS) {
    if (paidOnly && !ctx.paid) continue;
    const value = evidence[field];
    if (value === required) continue;
    const stated = value === undefined ? 'not stated' : String(value);
    const base = { channel: view.channel, field: `launch_evidence/${field}`, stated };
    if (code === 'LAUNCH_PRICING_NOT_TRANSPARENT') {
      findings.add(code, { subject: view.channel, pointer: view.pointer, details: { ...base, priceUsd: formatDecimal(fromNumber(ctx.input.product.price_usd)) } });
    } else {
      findings.add(code, { subject: view.channel, pointer: view.pointer, details: base });
    }
  }
}

export const channelsRule = defineRule<Context>()({
  name: 'channels',
  codes,
  check(ctx, findings) {
    for (const view of ctx.channels) {
      if (view.channel === 'mcp-registry' && ctx.input.product.kind !== 'mcp-server') {
        findings.add('CHANNEL_KIND_MISMATCH', { subject: view.channel, pointer: view.pointer, details: { channel: view.channel, kind: ctx.input.product.kind } });
      }
      checkSurfaces(ctx, view, findings);
      if (LAUNCH_CHANNELS.includes(view.channel)) checkLaunch(ctx, view, findings);
    }
  },
});
