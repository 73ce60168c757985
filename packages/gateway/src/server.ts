import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway, type DevChainInfo, type GatewayOptions } from './app.js';
import type { GatewayConfig } from './config.js';
import { createFacilitator, type FacilitatorHandle } from './payments/facilitator.js';
import { MemoryPaymentLocks, RedisPaymentLocks, type PaymentLocks } from './payments/locks.js';
import { createLogger } from './logger.js';

export interface RunningGateway {
  url: string;
  port: number;
  /** The effective configuration (base URL completed with the real port when PORT was 0). */
  config: GatewayConfig;
  /** The facilitator of the configured mode when startGateway created it (null when one was passed in). */
  facilitator: FacilitatorHandle | null;
  /** Dev mode: where the test chain is and who is funded (also served at /dev/chain.json). */
  devChain: DevChainInfo | null;
  close(): Promise<void>;
}

export type StartOptions = Omit<GatewayOptions, 'facilitator'> & Partial<Pick<GatewayOptions, 'facilitator'>>;

/** A base URL that names port 0 was defaulted from PORT=0: complete it with the port really bound. */
function completeBaseUrl(baseUrl: string, port: number): string {
  const url = new URL(baseUrl);
  if (url.port !== '0') return baseUrl;
  url.port = String(port);
  return url.toString().replace(/\/+$/, '');
}

/**
 * Binds config.host:config.port first (port 0 picks a free one), then builds the gateway for the
 * address really bound, creating the facilitator of the configured mode unless one is passed in.
 */
export async function startGateway(config: GatewayConfig, options: StartOptions = {}): Promise<RunningGateway> {
  const server = createServer();
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.listen(config.port, config.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const effective: GatewayConfig = { ...config, port, baseUrl: completeBaseUrl(config.baseUrl, port) };

  let handle: FacilitatorHandle | null = null;
  let devChain: DevChainInfo | null = null;
  const logger = options.logger ?? createLogger(effective.logLevel);
  // A lock outlives the longest verify + settle, so it never expires under a live request.
  const locks: PaymentLocks =
    options.locks ??
    (effective.redisUrl
      ? new RedisPaymentLocks(effective.redisUrl, {
          ttlMs: 2 * effective.facilitatorTimeoutMs + 10_000,
          onError: (error) => logger.error('payment lock store unavailable; relying on the chain nonce', { reason: error.message }),
        })
      : new MemoryPaymentLocks());
  const closeServer = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  try {
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
    const { app, payments } = createGateway(effective, { ...options, logger, facilitator, locks, ...(devChain ? { devChain } : {}) });
    // Learn the facilitator's capabilities now; a failure is retried on the first paid request.
    await payments.initialize().catch(() => undefined);
    server.on('request', app);
  } catch (error) {
    await closeServer();
    await handle?.close();
    await locks.close();
    throw error;
  }

  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    config: effective,
    facilitator: handle,
    devChain,
    close: async () => {
      await closeServer();
      await handle?.close();
      await locks.close();
    },
  };
}
