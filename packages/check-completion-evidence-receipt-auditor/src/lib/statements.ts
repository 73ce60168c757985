// Whether an outcome states something (remaining work, a blocker, what would unblock it, its promise).
import type { OutcomeEntry } from '../context.js';
import { hasOwn, isObject, outcomePointer } from './ids.js';
import type { StatementKind } from './vocabulary.js';

/** Where an outcome states something: the first accepted key with a statement, else the first accepted key present but blank. */
export interface StatementCheck {
  stated: boolean;
  /** The key that carries the statement, or the blank key found, or null when no accepted key is present. */
  key: string | null;
}

/**
 * A statement is a non-blank string, or a list or object holding one at any depth. Numbers,
 * booleans, null, blank strings and empty containers state nothing. Iterative, so deep nesting
 * cannot exhaust the stack.
 */
export function isStatement(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') {
      if (next.trim() !== '') return true;
    } else if (Array.isArray(next)) {
      for (const item of next) stack.push(item);
    } else if (isObject(next)) {
      for (const item of Object.values(next)) stack.push(item);
    }
  }
  return false;
}

export function statementAt(item: Record<string, unknown>, keys: readonly string[]): StatementCheck {
  let blank: string | null = null;
  for (const key of keys) {
    if (!hasOwn(item, key)) continue;
    if (isStatement(item[key])) return { stated: true, key };
    blank ??= key;
  }
  return { stated: false, key: blank };
}

/** A blank statement is flagged at its key; an absent one at the outcome. */
export function statementPointer(outcome: OutcomeEntry, kind: StatementKind): string {
  const { key } = outcome.statements[kind];
  return key === null ? outcomePointer(outcome) : outcomePointer(outcome, key);
}
