// npm's package-name rules, as validate-npm-package-name 6 writes them (that package is the oracle
// of test/npm-name.test.ts). Written here because the library reads the running Node's list of
// core modules (`require('module').builtinModules`): the check would then answer differently on
// Node 22 and 24 (68 and 70 names), and could not run in a browser at all.

/**
 * Node's core module names, frozen at Node 24.21 (`builtinModules`): a name equal to one of them is
 * valid only for old packages ("is a core module name").
 */
export const CORE_MODULES: ReadonlySet<string> = new Set([
  '_http_agent', '_http_client', '_http_common', '_http_incoming', '_http_outgoing', '_http_server', '_stream_duplex',
  '_stream_passthrough', '_stream_readable', '_stream_transform', '_stream_wrap', '_stream_writable', '_tls_common',
  '_tls_wrap', 'assert', 'assert/strict', 'async_hooks', 'buffer', 'child_process', 'cluster', 'console', 'constants',
  'crypto', 'dgram', 'diagnostics_channel', 'dns', 'dns/promises', 'domain', 'events', 'fs', 'fs/promises', 'http',
  'http2', 'https', 'inspector', 'inspector/promises', 'module', 'net', 'os', 'path', 'path/posix', 'path/win32',
  'perf_hooks', 'process', 'punycode', 'querystring', 'readline', 'readline/promises', 'repl', 'stream',
  'stream/consumers', 'stream/promises', 'stream/web', 'string_decoder', 'sys', 'timers', 'timers/promises', 'tls',
  'trace_events', 'tty', 'url', 'util', 'util/types', 'v8', 'vm', 'wasi', 'worker_threads', 'zlib', 'node:sea',
  'node:sqlite', 'node:test', 'node:test/reporters',
]);

const EXCLUDED = ['node_modules', 'favicon.ico'];
const SCOPED = /^(?:@([^/]+?)[/])?([^/]+?)$/;

export interface NameVerdict {
  validForNewPackages: boolean;
  validForOldPackages: boolean;
  /** Rules broken for any package. */
  errors: string[];
  /** Rules broken only for new packages. */
  warnings: string[];
}

/** The verdict on `name`, in the library's order and words. */
export function npmNameVerdict(name: string): NameVerdict {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (name.length === 0) errors.push('name length must be greater than zero');
  if (name.startsWith('.')) errors.push('name cannot start with a period');
  if (name.startsWith('_')) errors.push('name cannot start with an underscore');
  if (name.trim() !== name) errors.push('name cannot contain leading or trailing spaces');
  const lower = name.toLowerCase();
  for (const excluded of EXCLUDED) if (lower === excluded) errors.push(`${excluded} is not a valid package name`);
  if (CORE_MODULES.has(lower)) warnings.push(`${name} is a core module name`);
  if (name.length > 214) warnings.push('name can no longer contain more than 214 characters');
  if (lower !== name) warnings.push('name can no longer contain capital letters');
  if (/[~'!()*]/.test(name.slice(name.lastIndexOf('/') + 1))) warnings.push('name can no longer contain special characters ("~\'!()*")');
  if (!urlFriendly(name)) {
    const scoped = SCOPED.exec(name);
    let allowed = false;
    if (scoped) {
      const [, user, pkg] = scoped as unknown as [string, string | undefined, string];
      if (pkg.startsWith('.')) errors.push('name cannot start with a period');
      allowed = user !== undefined && urlFriendly(user) && urlFriendly(pkg);
    }
    if (!allowed) errors.push('name can only contain URL-friendly characters');
  }
  return { validForNewPackages: errors.length === 0 && warnings.length === 0, validForOldPackages: errors.length === 0, errors, warnings };
}

/** `encodeURIComponent(text) === text`, without encoding (a lone surrogate would make it throw). */
function urlFriendly(text: string): boolean {
  return /^[A-Za-z0-9\-_.!~*'()]*$/.test(text);
}
