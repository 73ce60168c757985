import { BASE_USDC_ADDRESS, type CatalogConfig } from '@evidence-check/catalog-builder';
import { ANVIL_ACCOUNTS } from '@evidence-check/dev-chain';

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
  return {
    port,
    host,
    baseUrl,
    receiver: address(env, 'RECEIVER_ADDRESS', DEV_RECEIVER_ADDRESS),
    assetContract: address(env, 'ASSET_CONTRACT', BASE_USDC_ADDRESS),
    sellerName: env.SELLER_NAME || 'Evidence-Check Gateway',
    supportUrl: url(env, 'SUPPORT_URL', `${baseUrl}/docs`),
    maxTimeoutSeconds: integer(env, 'MAX_TIMEOUT_SECONDS', 300, 10, 3600),
    paymentMode,
    facilitatorUrl,
    facilitatorTimeoutMs: integer(env, 'FACILITATOR_TIMEOUT_MS', 20_000, 100, 600_000),
    rpcUrl,
    settlementPrivateKey,
    redisUrl: env.REDIS_URL || null,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
