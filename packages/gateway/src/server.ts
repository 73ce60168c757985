import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createGateway, type GatewayOptions } from './app.js';
import type { GatewayConfig } from './config.js';

export interface RunningGateway {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Listens on config.host:config.port (port 0 picks a free one) and returns the real address. */
export async function startGateway(config: GatewayConfig, options: GatewayOptions = {}): Promise<RunningGateway> {
  const { app } = createGateway(config, options);
  const server = app.listen(config.port, config.host);
  await once(server, 'listening');
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
