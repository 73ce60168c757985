import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ANVIL_ACCOUNTS, devChainDefinition, toFacilitatorEvmClient, type DevChain } from '@evidence-check/dev-chain';
import type { FacilitatorClient } from '@x402/core/server';
import { createWalletClient, http, publicActions } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { CheckPool } from '../src/check-pool.js';
import { TEST_CHECKS_MODULE } from './fixtures/test-checks.mjs';
import {
  createLogger,
  inProcessFacilitator,
  loadConfig,
  startGateway,
  type GatewayConfig,
  type StartOptions,
} from '../src/index.js';

/** Snapshots and the generated secret of this test process go to a temporary directory, never the work tree. */
const TEST_DATA_DIR = mkdtempSync(join(tmpdir(), 'gateway-test-'));

export function testConfig(overrides: Partial<GatewayConfig> = {}, env: NodeJS.ProcessEnv = {}): GatewayConfig {
  const base = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    BASE_URL: 'https://checks.example.test/',
    DATA_DIR: TEST_DATA_DIR,
    // Nothing listens on port 9 (discard): no test reaches the real portal by accident.
    CHICAGO_DATA_BASE_URL: 'http://127.0.0.1:9',
    ...env,
  });
  // One worker thread per test gateway: the pool's cost stays small across the suite.
  return { ...base, runThreads: 1, ...overrides };
}

/** A check pool that also holds the test-only products of test/fixtures/test-checks.mjs. */
export function testRunner(options: { deadlineMs?: number; threads?: number } = {}): CheckPool {
  return new CheckPool({ threads: options.threads ?? 1, deadlineMs: options.deadlineMs ?? 10_000, extraModules: [TEST_CHECKS_MODULE] });
}

/** A logger whose lines are kept in memory, so tests can read exactly what would be logged. */
export function memoryLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      // One write may carry several lines (the logger writes a turn's lines at once).
      lines.push(...String(chunk).split('\n').filter((line) => line !== ''));
      done();
    },
  });
  return { logger: createLogger('info', stream), lines };
}

/**
 * A real in-process facilitator whose chain is unreachable: enough for everything before
 * verification (terms, 402s), and a "payment service down" for anything after.
 */
export function unreachableChainFacilitator() {
  const rpcUrl = 'http://127.0.0.1:9';
  const wallet = createWalletClient({
    account: privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey),
    chain: devChainDefinition(rpcUrl),
    transport: http(rpcUrl, { retryCount: 0, timeout: 2_000 }),
  }).extend(publicActions);
  return inProcessFacilitator(toFacilitatorEvmClient(wallet as never), () => wallet.getChainId());
}

/**
 * The dev chain's real in-process facilitator (settling with account `account`), with `beforeSettle`
 * run between verification and settlement: a test may act on the chain there, or slow settlement down.
 */
export function devChainFacilitator(chain: DevChain, beforeSettle: () => unknown = () => undefined, account = 0): FacilitatorClient {
  const real = inProcessFacilitator(chain.facilitatorClient(account), () => chain.publicClient.getChainId());
  return {
    verify: (payload, requirements) => real.verify(payload, requirements),
    settle: async (payload, requirements) => {
      await beforeSettle();
      return real.settle(payload, requirements);
    },
    getSupported: () => real.getSupported(),
  };
}

export async function withGateway(options: StartOptions & { config?: Partial<GatewayConfig> } = {}) {
  const { logger, lines } = memoryLogger();
  const running = await startGateway(testConfig(options.config), {
    logger,
    facilitator: options.facilitator ?? unreachableChainFacilitator(),
    runner: options.runner ?? testRunner(),
    ...(options.checks ? { checks: options.checks } : {}),
  });
  return { ...running, lines };
}

/** Response bodies in tests are read as loosely typed JSON; assertions do the checking. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
