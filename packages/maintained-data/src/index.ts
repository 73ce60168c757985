export { MaintainedData, SourceUnavailableError, openMaintainedData, ageSeconds, disclose, SQLITE_FILE } from './service.js';
export type { Lookup, MaintainedDataOptions, OpenOptions, SourceSettings } from './service.js';
export {
  PRODUCTS,
  DEMOLITION_UTILITY,
  CONTRACTS_UTILITY,
  DEMOLITION_PERMIT_TYPE,
  CONTRACT_FIELDS,
  DEFAULT_MAX_RESULTS,
  MAX_PERMITS,
  demolition,
  contracts,
  permitKey,
  contractValue,
} from './products.js';
export type { MaintainedProduct, DatasetKey, Normalized } from './products.js';
export { SodaClient, SourceFailure } from './soda-client.js';
export type { SodaClientOptions, SodaAnswer, SourceFailureReason } from './soda-client.js';
export * as soql from './soql.js';
export { parseAddress, normalizeText, addressMatches, splitStreetName } from './address.js';
export type { StreetAddress } from './address.js';
export { canonicalQuery, fingerprint, loadSecret, SECRET_FILE, MIN_SECRET_LENGTH } from './fingerprint.js';
export { SqliteSnapshotStore } from './store/sqlite.js';
export { PostgresSnapshotStore } from './store/postgres.js';
export { MIGRATIONS, LATEST_VERSION } from './store/migrations.js';
export type { NewSnapshot, Snapshot, SnapshotStore, SnapshotWithPrevious } from './store/types.js';

/** Defaults, documented in the root README's configuration table. */
export const DEFAULTS = {
  baseUrl: 'https://data.cityofchicago.org',
  datasets: { permits: 'ydr8-5enu', contracts: 'rsxa-ify5' },
  timeoutMs: 5_000,
  retries: 1,
  budgetMs: 12_000,
  retain: 10,
  dataDir: './.data',
} as const;
