import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The machine's PostgreSQL (trust auth, database `test`); override with TEST_DATABASE_URL. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test';

/** A schema name of its own for one test run (created by the store, dropped by the test). */
export function testSchema(): string {
  return `ec_test_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function tempDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'maintained-data-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
