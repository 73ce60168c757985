// What each product kind and each target channel asks of the surfaces, and the launch facts a
// crowd-judged channel needs: tables read by prepare, the rules and the README's decision table.
import type { Input } from '../generated/schema.js';

type SurfaceType = Input['surfaces'][number]['type'];
type Channel = Input['target_channels'][number];
type Kind = Input['product']['kind'];

/** The surfaces each kind of product must have, usable, whatever its channels. */
export const REQUIRED_SURFACES: Readonly<Record<Kind, readonly SurfaceType[]>> = {
  'paid-api': ['pricing'],
  'mcp-server': ['transport', 'source-repository'],
  'agent-skill': ['documentation'],
};

/** The usable surface each channel links to or installs from (any one of the listed types). */
export const CHANNEL_SURFACES: Readonly<Record<Channel, readonly SurfaceType[]>> = {
  'mcp-registry': ['transport', 'package-registry'],
  'tool-directory': ['documentation'],
  'package-index': ['package-registry'],
  'source-host': ['source-repository'],
  'launch-site': ['homepage'],
  'show-forum': ['homepage', 'source-repository'],
};

/** Channels whose posts are launches judged by a crowd: the launch facts below apply to them. */
export const LAUNCH_CHANNELS: readonly Channel[] = ['launch-site', 'show-forum'];

type LaunchField = 'live_product' | 'tryable_without_signup' | 'founder_available' | 'generated_comments_planned' | 'pricing_transparent';
type LaunchCode =
  | 'LAUNCH_NOT_LIVE'
  | 'LAUNCH_SIGNUP_REQUIRED'
  | 'LAUNCH_FOUNDER_UNAVAILABLE'
  | 'LAUNCH_GENERATED_COMMENTS'
  | 'LAUNCH_PRICING_NOT_TRANSPARENT';

/** Each launch fact, the value a launch needs, and whether it applies to free products too. */
export const LAUNCH_FACTS: ReadonlyArray<{ code: LaunchCode; field: LaunchField; required: boolean; paidOnly: boolean }> = [
  { code: 'LAUNCH_NOT_LIVE', field: 'live_product', required: true, paidOnly: false },
  { code: 'LAUNCH_SIGNUP_REQUIRED', field: 'tryable_without_signup', required: true, paidOnly: false },
  { code: 'LAUNCH_FOUNDER_UNAVAILABLE', field: 'founder_available', required: true, paidOnly: false },
  { code: 'LAUNCH_GENERATED_COMMENTS', field: 'generated_comments_planned', required: false, paidOnly: false },
  { code: 'LAUNCH_PRICING_NOT_TRANSPARENT', field: 'pricing_transparent', required: true, paidOnly: true },
];
