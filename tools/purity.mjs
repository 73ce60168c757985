// What "pure" means for run(): no clock, randomness, environment, network, file system or code
// loaded at run time. One definition, used by eslint.config.js and tested by the meta-test.

/** Check sources and the pure libraries they import (core-receipt has its own entry: it hashes). */
export const PURE_PACKAGE_SOURCES = ['packages/check-*/src/**/*.ts', 'packages/secret-paths/src/**/*.ts', 'packages/instant/src/**/*.ts', 'packages/exact-decimal/src/**/*.ts', 'packages/json-paths/src/**/*.ts'];

const IO_MODULES = ['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'os', 'dns', 'tls', 'dgram', 'worker_threads', 'cluster', 'perf_hooks', 'process', 'v8', 'vm', 'module', 'readline', 'inspector'];
const FORBIDDEN_PACKAGES = ['express', 'ajv', 'ajv-formats', 'pg', 'better-sqlite3', 'ioredis', 'redis', 'undici', 'axios', 'node-fetch', 'viem', '@x402/*'];

const clock = 'run() must not read the clock: use the caller\'s observed_at';
const random = 'run() must be deterministic: no randomness';
const environment = 'run() must not depend on the host (time zone, locale, environment)';

export const FORBIDDEN_SYNTAX = [
  { selector: "CallExpression[callee.name='Date']", message: `${clock} (Date() is the current time as text)` },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: clock },
  { selector: "MemberExpression[object.name='Date'][property.name='now']", message: clock },
  { selector: "MemberExpression[object.name='performance']", message: clock },
  { selector: "MemberExpression[object.name='process'][property.name='hrtime']", message: clock },
  { selector: "CallExpression[callee.object.name='DateTime'][callee.property.name=/^(now|local|utc)$/][arguments.length=0]", message: `${clock} (luxon DateTime.now/local/utc without arguments)` },
  { selector: "MemberExpression[object.name='Settings'][property.name=/^(now|defaultZone|defaultLocale)$/]", message: environment },
  { selector: "MemberExpression[object.name='Math'][property.name='random']", message: random },
  { selector: "MemberExpression[property.name=/^(getRandomValues|randomUUID|randomBytes|randomInt|randomFill|randomFillSync)$/]", message: random },
  { selector: "CallExpression[callee.property.name='resolvedOptions']", message: `${environment} (resolvedOptions() reports the host's defaults)` },
  { selector: "MemberExpression[property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|getTimezoneOffset)$/]", message: environment },
  { selector: 'ImportExpression', message: 'run() must not load code at run time (dynamic import())' },
];

export const FORBIDDEN_GLOBALS = ['process', 'fetch', 'setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask', 'performance', 'crypto', 'navigator', 'XMLHttpRequest', 'WebSocket', 'require', 'globalThis'];

export function purityRules({ allowHashing }) {
  const nodeModules = IO_MODULES.flatMap((name) => [name, `node:${name}`]);
  const patterns = allowHashing
    ? []
    : [{ group: ['node:*'], message: 'checks import no Node built-in (they run anywhere, offline and pure)' }];
  return {
    'no-restricted-globals': ['error', ...FORBIDDEN_GLOBALS],
    'no-restricted-syntax': ['error', ...FORBIDDEN_SYNTAX],
    'no-restricted-imports': [
      'error',
      {
        paths: [
          ...nodeModules.map((name) => ({ name, message: 'run() does no I/O' })),
          ...(allowHashing
            ? [{ name: 'node:crypto', importNames: ['randomBytes', 'randomUUID', 'randomInt', 'getRandomValues', 'webcrypto'], message: random }]
            : [{ name: 'crypto', message: 'checks import no Node built-in' }]),
        ],
        patterns: [...patterns, { group: FORBIDDEN_PACKAGES, message: 'checks never import the gateway, a validator, payments, a database or the network' }],
      },
    ],
  };
}
