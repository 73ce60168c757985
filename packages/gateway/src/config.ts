import { BASE_USDC_ADDRESS, type CatalogConfig } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS } from '@evidence-check/dev-chain/accounts';
import { availableParallelism } from 'node:os';
import { parseReceiptKey } from './receipts.js';

export type PaymentMode = 'dev' | 'local' | 'remote';

export interface GatewayConfig extends CatalogConfig {
  port: number;
  host: string;
  /** Seconds a signed payment authorization stays valid (x402 `maxTimeoutSeconds`). */
  maxTimeoutSeconds: number;
  paymentMode: PaymentMode;
  facilitatorUrl: string | null;
  /** Budget for one facilitator call (verify, settle); past it the answer is 503. */
  facilitatorTimeoutMs: number;
  /** `local` mode: the chain to settle on and the key that pays its gas. */
  rpcUrl: string | null;
  settlementPrivateKey: string | null;
  /** Shared by several instances for in-flight payment locks; absent: locks live in memory. */
  redisUrl: string | null;
  logLevel: string;
  /** On SIGTERM/SIGINT: how long in-flight requests may still finish before connections are force-closed. */
  shutdownGraceMs: number;
  /** EC P-256 private key (PEM or JWK) that signs evidence receipts; null: one is generated per process. */
  receiptSigningKey: string | null;
  /** Maintained public data (README "Maintained public data"). */
  maintainedData: MaintainedDataConfig;
  /** Longest a check run may take (queue wait included); past it the run is stopped, unsettled (503). */
  runDeadlineMs: number;
  /** Worker threads that run checks, off the event loop that answers callers. */
  runThreads: number;
  /** Heap of one run worker; a run that needs more ends its worker (503, unsettled). */
  runHeapMb: number;
}

export interface MaintainedDataConfig {
  /** City of Chicago data portal (SODA 2 `GET /resource/{id}.json`). */
  baseUrl: string;
  datasets: { permits: string; contracts: string };
  /** Sent as `X-App-Token`; raises the portal's throttling limits. */
  appToken: string | null;
  /** One attempt at the portal. */
  timeoutMs: number;
  /** Extra attempts after a transient failure. */
  retries: number;
  /** The whole lookup (portal attempts and snapshot store), between payment verification and settlement. */
  budgetMs: number;
  /** SQLite file and generated secret live here. */
  dataDir: string;
  /** PostgreSQL shared by several instances; null: SQLite in dataDir. */
  databaseUrl: string | null;
  databaseSchema: string;
  /** Key of the query fingerprints; null: generated once into dataDir. */
  snapshotSecret: string | null;
  /** Snapshots kept per fingerprint. */
  snapshotsPerFingerprint: number;
}

/** Account 0 of the dev chain funds everyone and pays settlement gas; payments go to account 9. */
export const DEV_RECEIVER_ADDRESS: string = (ANVIL_ACCOUNTS[9] as { address: string }).address;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!ADDRESS.test(value)) throw new ConfigError(`${name} must be a 0x-prefixed 20-byte hex address, got "${value}"`);
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be http(s), got "${value}"`);
  return value.replace(/\/+$/, '');
}

const DATASET_ID = /^[a-z0-9]{4}-[a-z0-9]{4}$/;

function datasetId(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  if (!DATASET_ID.test(value)) throw new ConfigError(`${name} must be a Socrata dataset id like ydr8-5enu, got "${value}"`);
  return value;
}

function maintainedDataConfig(env: NodeJS.ProcessEnv, maxTimeoutSeconds: number): MaintainedDataConfig {
  // The lookup runs after verification and before settlement: it must end well inside the
  // payment's validity (at most half of it), leaving the rest for settlement.
  const budgetCeiling = Math.floor((maxTimeoutSeconds * 1000) / 2);
  const budgetMs = integer(env, 'SOURCE_BUDGET_MS', Math.min(12_000, budgetCeiling), 1000, budgetCeiling);
  const timeoutMs = integer(env, 'SODA_TIMEOUT_MS', Math.min(5_000, budgetMs), 100, budgetMs);
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const databaseSchema = env.DATABASE_SCHEMA || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) throw new ConfigError(`DATABASE_SCHEMA must be a lower-case SQL identifier, got "${databaseSchema}"`);
  const snapshotSecret = env.SNAPSHOT_SECRET || null;
  if (snapshotSecret !== null && snapshotSecret.length < 32) throw new ConfigError('SNAPSHOT_SECRET must be at least 32 characters');
  return {
    baseUrl: url(env, 'CHICAGO_DATA_BASE_URL', 'https://data.cityofchicago.org'),
    datasets: {
      permits: datasetId(env, 'CHICAGO_PERMITS_DATASET', 'ydr8-5enu'),
      contracts: datasetId(env, 'CHICAGO_CONTRACTS_DATASET', 'rsxa-ify5'),
    },
    appToken: env.SODA_APP_TOKEN || null,
    timeoutMs,
    retries: integer(env, 'SODA_RETRIES', 1, 0, 3),
    budgetMs,
    dataDir: env.DATA_DIR || './.data',
    databaseUrl,
    databaseSchema,
    snapshotSecret,
    snapshotsPerFingerprint: integer(env, 'SNAPSHOTS_PER_FINGERPRINT', 10, 2, 1000),
  };
}

function receiptSigningKey(env: NodeJS.ProcessEnv): string | null {
  const value = env.RECEIPT_SIGNING_KEY || null;
  if (value === null) return null;
  try {
    parseReceiptKey(value);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return value;
}

/** Every setting comes from the environment (listed in the README), with defaults for local use. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = integer(env, 'PORT', 4021, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const baseUrl = url(env, 'BASE_URL', `http://${host.includes(':') ? `[${host}]` : host}:${port}`);
  const paymentMode = (env.PAYMENT_MODE || 'dev') as PaymentMode;
  if (!['dev', 'local', 'remote'].includes(paymentMode)) {
    throw new ConfigError(`PAYMENT_MODE must be dev, local or remote, got "${paymentMode}"`);
  }
  const facilitatorUrl = env.X402_FACILITATOR_URL ? url(env, 'X402_FACILITATOR_URL', '') : null;
  if (paymentMode === 'remote' && !facilitatorUrl) throw new ConfigError('PAYMENT_MODE=remote needs X402_FACILITATOR_URL');
  const rpcUrl = env.RPC_URL ? url(env, 'RPC_URL', '') : null;
  const settlementPrivateKey = env.SETTLEMENT_PRIVATE_KEY || null;
  if (settlementPrivateKey !== null && !/^0x[0-9a-fA-F]{64}$/.test(settlementPrivateKey)) {
    throw new ConfigError('SETTLEMENT_PRIVATE_KEY must be a 0x-prefixed 32-byte hex key');
  }
  if (paymentMode === 'local' && (!rpcUrl || !settlementPrivateKey)) {
    throw new ConfigError('PAYMENT_MODE=local needs RPC_URL and SETTLEMENT_PRIVATE_KEY');
  }
  const maxTimeoutSeconds = integer(env, 'MAX_TIMEOUT_SECONDS', 300, 10, 3600);
  const facilitatorTimeoutMs = integer(env, 'FACILITATOR_TIMEOUT_MS', 20_000, 100, 600_000);
  // A run sits between verification and settlement, so it must end well inside the payment's validity.
  const runDeadlineMs = integer(env, 'RUN_DEADLINE_MS', 10_000, 10, Math.floor((maxTimeoutSeconds * 1000) / 4));
  return {
    port,
    host,
    baseUrl,
    receiver: address(env, 'RECEIVER_ADDRESS', DEV_RECEIVER_ADDRESS),
    assetContract: address(env, 'ASSET_CONTRACT', BASE_USDC_ADDRESS),
    sellerName: env.SELLER_NAME || 'Evidence-Check Gateway',
    supportUrl: url(env, 'SUPPORT_URL', `${baseUrl}/docs`),
    maxTimeoutSeconds,
    paymentMode,
    facilitatorUrl,
    facilitatorTimeoutMs,
    rpcUrl,
    settlementPrivateKey,
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    receiptSigningKey: receiptSigningKey(env),
    maintainedData: maintainedDataConfig(env, maxTimeoutSeconds),
    runDeadlineMs,
    // One core is left to the event loop that answers callers.
    runThreads: integer(env, 'RUN_THREADS', Math.max(1, availableParallelism() - 1), 1, 64),
    runHeapMb: integer(env, 'RUN_HEAP_MB', 256, 32, 4096),
  };
}
