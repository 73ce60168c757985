import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import { once, own, type Context } from './context.js';
import type { PackEntry } from './files.js';
import { sensitiveKind } from './sensitive.js';

/** Names of bundled dependencies, whose node_modules folders belong in the pack (`true`: all). */
function bundledNames(pkg: Record<string, unknown>): ReadonlySet<string> | true {
  const list = own(pkg, 'bundleDependencies') ?? own(pkg, 'bundledDependencies');
  if (list === true) return true;
  const names = new Set<string>();
  if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') names.add(name);
  return names;
}

/** Every packed entry that looks like a secret, repeats included, with its kind. */
export const sensitiveEntries = once((ctx: Context): Array<{ entry: PackEntry; kind: string }> => {
  const bundled = bundledNames(ctx.pkg);
  return ctx.packed.flatMap((entry) => {
    const kind = sensitiveKind(entry.path, bundled);
    return kind === null ? [] : [{ entry, kind }];
  });
});

/** Every pack entry that looks like a secret, at its own index of `pack_files`. */
export const sensitiveFilesRule = defineRule<Context>()({
  name: 'sensitive-files',
  codes: {
    SENSITIVE_FILE_PACKED: {
      severity: 'error',
      message: 'The pack contains "{{path}}" ({{kind}}).',
      description: 'A secret-looking file is packed: .env files, private keys, .npmrc and other credentials, .git or node_modules (bundled dependencies excepted).',
      example: '`.env.local`, `.npmrc`, `certs/server.key`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { entry, kind } of sensitiveEntries(ctx)) {
      findings.add('SENSITIVE_FILE_PACKED', { subject: entry.raw, pointer: jsonPointer('pack_files', entry.index), details: { path: entry.path, kind } });
    }
  },
});
