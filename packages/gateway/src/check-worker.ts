// A worker thread of the check pool (check-pool.ts): holds every check of the registry (and, in
// tests, the test-only checks of `extraModules`) and runs one packet per task. Loads no I/O: no
// database, no network, no logger. The result goes back serialized here, off the answering thread.
import { registry } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { workerData } from 'node:worker_threads';
import { WARM_UP_TASK, type RunOutput, type RunTask } from './check-pool.js';

const checks = new Map<string, CheckDefinition>(registry.map((check) => [check.id, check]));
for (const url of (workerData as { extraModules?: string[] } | undefined)?.extraModules ?? []) {
  const module = (await import(url)) as { checks: CheckDefinition[] };
  for (const check of module.checks) checks.set(check.id, check);
}

export default function runTask({ id, input, context }: RunTask): RunOutput | null {
  if (id === WARM_UP_TASK.id) return null;
  const check = checks.get(id);
  if (!check) throw new Error(`no check "${id}" in the worker`);
  const { receipt, ...rest } = check.run(input, context);
  return { receipt, resultJson: JSON.stringify(rest) };
}
