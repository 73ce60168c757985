// Query fingerprints: HMAC-SHA256(server secret, canonical query). The canonical query is the
// RFC 8785 canonical JSON of exactly what is sent to the portal (utility, dataset, $where, $order,
// $limit), built from the normalized request, so "1600 w north ave" and "1600 W North Avenue"
// share snapshots. Without the secret a fingerprint cannot be tested against guessed queries; the
// plain query is never stored.
import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalize } from '@evidence-check/core-receipt';
import type { SoqlParams } from './soql.js';

export const SECRET_FILE = 'snapshot-secret';
export const MIN_SECRET_LENGTH = 32;

export interface CanonicalQuery {
  v: 1;
  utility: string;
  dataset: string;
  where: string;
  order: string;
  limit: number;
}

export function canonicalQuery(utility: string, dataset: string, params: SoqlParams): string {
  const query: CanonicalQuery = { v: 1, utility, dataset, where: params.where, order: params.order, limit: params.limit };
  return canonicalize(query);
}

export function fingerprint(secret: string, canonical: string): string {
  return createHmac('sha256', secret).update(canonical, 'utf8').digest('hex');
}

export interface SecretSource {
  secret: string;
  /** Where it came from: the configuration, or the file in the data directory. */
  origin: 'configuration' | 'generated' | 'file';
}

/**
 * The configured secret, else the one kept in `<dataDir>/snapshot-secret` (mode 0600), generating
 * it on first start. The file is written whole under a temporary name and then hard-linked into
 * place, which fails if it exists: two processes starting together end up with the same secret.
 */
export function loadSecret(configured: string | null, dataDir: string): SecretSource {
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`SNAPSHOT_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    return { secret: configured, origin: 'configuration' };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, SECRET_FILE);
  const generated = randomBytes(32).toString('hex');
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${generated}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(temporary, path);
    return { secret: generated, origin: 'generated' };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const stored = readFileSync(path, 'utf8').trim();
  if (stored.length < MIN_SECRET_LENGTH) throw new Error(`${path} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters)`);
  return { secret: stored, origin: 'file' };
}
