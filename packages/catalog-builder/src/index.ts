import { registry } from './generated/registry.js';
import type { CheckDefinition } from '@evidence-check/core-receipt';

export { registry };
export * from './config.js';
export * from './urls.js';
export * from './catalogs.js';
export * from './discovery.js';

/** Checks whose decision rules exist: the only ones the served catalogs list and the gateway runs. */
export const implementedChecks: readonly CheckDefinition[] = registry.filter((check) => check.implemented);

const byId = new Map(registry.map((check) => [check.id, check]));
export function findCheck(id: string): CheckDefinition | undefined {
  return byId.get(id);
}
