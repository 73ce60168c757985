import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type DevChainInfo, type GatewayOptions } from './app.js';
import type { GatewayConfig } from './config.js';
import { createFacilitator, type FacilitatorHandle } from './payments/facilitator.js';
import { MemoryPaymentLocks, RedisPaymentLocks, type PaymentLocks } from './payments/locks.js';
import { createLogger, type RequestLogger } from './logger.js';
import { answerClientErrors } from './client-errors.js';
import { GracefulServer } from './shutdown.js';
import type { ReceiptSigner } from './receipts.js';
import type { CheckRunner } from './check-pool.js';
import { openMaintainedData, type MaintainedData } from '@evidence-check/maintained-data';

/** Pending connections the kernel may queue for accept (see `listen` below). */
export const LISTEN_BACKLOG = 2048;

export interface RunningGateway {
  url: string;
  port: number;
  /** The effective configuration (base URL completed with the real port when PORT was 0). */
  config: GatewayConfig;
  /** The facilitator of the configured mode when startGateway created it (null when one was passed in). */
  facilitator: FacilitatorHandle | null;
  /** Dev mode: where the test chain is and who is funded (also served at /dev/chain.json). */
  devChain: DevChainInfo | null;
  /** Where maintained public-data snapshots are kept (null when an adapter was passed in). */
  snapshotStore: string | null;
  /** The key that signs evidence receipts (kid, public JWK; `generated` when none was configured). */
  receipts: ReceiptSigner;
  /**
   * Stops accepting, lets in-flight requests finish for up to `graceMs` (default SHUTDOWN_GRACE_MS),
   * then force-closes what is left (no settlement starts after the deadline; see shutdown.ts).
   */
  close(graceMs?: number): Promise<void>;
}

export type StartOptions = Omit<GatewayOptions, 'facilitator'> & Partial<Pick<GatewayOptions, 'facilitator'>>;

/** A base URL that names port 0 was defaulted from PORT=0: complete it with the port really bound. */
function completeBaseUrl(baseUrl: string, port: number): string {
  const url = new URL(baseUrl);
  if (url.port !== '0') return baseUrl;
  url.port = String(port);
  return url.toString().replace(/\/+$/, '');
}

/** Opens the configured snapshot store (running its migrations) and the Chicago adapter. */
export async function openConfiguredMaintainedData(config: GatewayConfig, logger: RequestLogger): Promise<{ maintained: MaintainedData; store: string }> {
  const settings = config.maintainedData;
  const opened = await openMaintainedData({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
    databaseSchema: settings.databaseSchema,
    snapshotSecret: settings.snapshotSecret,
    retain: settings.snapshotsPerFingerprint,
    budgetMs: settings.budgetMs,
    source: {
      baseUrl: settings.baseUrl,
      appToken: settings.appToken,
      timeoutMs: settings.timeoutMs,
      retries: settings.retries,
      datasets: settings.datasets,
    },
    // Never the query or the records: the utility and why.
    onIssue: (issue) =>
      logger.error(issue.kind === 'source' ? 'maintained source failed; trying a retained snapshot' : 'snapshot store failed', {
        utility: issue.utility,
        reason: issue.reason,
      }),
  });
  if (settings.databaseUrl && opened.secret !== 'configuration') {
    logger.error('SNAPSHOT_SECRET is not set: with a shared DATABASE_URL every instance needs the same secret, or their fingerprints differ', {});
  }
  return { maintained: opened.maintained, store: opened.store };
}

/**
 * Binds config.host:config.port first (port 0 picks a free one), then builds the gateway for the
 * address really bound, creating the facilitator of the configured mode unless one is passed in.
 */
export async function startGateway(config: GatewayConfig, options: StartOptions = {}): Promise<RunningGateway> {
  const server = createServer();
  answerClientErrors(server);
  // Installed before listening: until the app is attached every request is answered at once (warmup.ts).
  const graceful = new GracefulServer(server);
  server.on('request', graceful.listener);
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  // An idle keep-alive connection is closed by the client or proxy first (AWS ALB idles out at
  // 60 s, Node clients at 4-5 s), never by the server just as a client reuses it: that race loses
  // the request. A stop still closes idle connections at once (shutdown.ts).
  server.keepAliveTimeout = 65_000;
  // A burst of new connections (1,000 at once in bench:http) waits in the kernel's accept queue
  // while the event loop is busy; Node's default of 511 overflowed it (connections dropped and
  // retried by the client). The kernel caps this at net.core.somaxconn (4096 on current Linux).
  server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const effective: GatewayConfig = { ...config, port, baseUrl: completeBaseUrl(config.baseUrl, port) };

  let handle: FacilitatorHandle | null = null;
  let devChain: DevChainInfo | null = null;
  let receipts: ReceiptSigner | null = null;
  let runner: CheckRunner | null = null;
  const logger = options.logger ?? createLogger(effective.logLevel);
  // A lock outlives the longest verify + source lookup + settle, so it never expires under a live request.
  const locks: PaymentLocks =
    options.locks ??
    (effective.redisUrl
      ? new RedisPaymentLocks(effective.redisUrl, {
          ttlMs: 2 * effective.facilitatorTimeoutMs + effective.maintainedData.budgetMs + 10_000,
          onError: (error) => logger.error('payment lock store unavailable; relying on the chain nonce', { reason: error.message }),
        })
      : new MemoryPaymentLocks());
  const closeServer = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  let maintained: MaintainedData | null = null;
  let snapshotStore: string | null = null;
  try {
    if (options.maintainedData === undefined) {
      const opened = await openConfiguredMaintainedData(effective, logger);
      maintained = opened.maintained;
      snapshotStore = opened.store;
    }
    handle = options.facilitator ? null : await createFacilitator(effective);
    const facilitator = options.facilitator ?? (handle as FacilitatorHandle).client;
    const chain = handle?.chain;
    devChain = chain
      ? {
          rpcUrl: chain.rpcUrl,
          chainId: chain.chainId,
          usdcAddress: chain.usdcAddress,
          receiver: effective.receiver,
          payers: chain.accounts.slice(1, 9).map((account) => account.address),
        }
      : null;
    const maintainedData = options.maintainedData === undefined ? maintained : options.maintainedData;
    const { handler, payments, receipts: signer, runner: checkRunner } = createGateway(effective, { ...options, logger, facilitator, locks, maintainedData, settlements: graceful.settlements, ...(devChain ? { devChain } : {}) });
    receipts = signer;
    runner = checkRunner;
    if (signer.generated && effective.paymentMode !== 'dev') {
      logger.error('RECEIPT_SIGNING_KEY is not set: receipts are signed with a key generated for this process and stop matching the published key after a restart', {});
    }
    // Learn the facilitator's capabilities and build every product's terms now; a failure is
    // retried by the first request that needs them.
    await payments.prepare().catch(() => undefined);
    graceful.attach(handler);
  } catch (error) {
    await closeServer();
    await runner?.close();
    await handle?.close();
    await locks.close();
    await maintained?.close();
    throw error;
  }

  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    config: effective,
    facilitator: handle,
    devChain,
    snapshotStore,
    receipts: receipts as ReceiptSigner,
    close: async (graceMs = effective.shutdownGraceMs) => {
      const drained = await graceful.drain(graceMs);
      if (drained.forced > 0) logger.error('shutdown grace period over; in-flight requests were cut', { requests: drained.forced, graceMs });
      await runner?.close();
      await handle?.close();
      await locks.close();
      await maintained?.close();
    },
  };
}
