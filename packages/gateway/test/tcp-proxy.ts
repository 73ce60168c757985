import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a shared service (Redis, PostgreSQL) that a test can cut
 * and restore: the service's outage as a gateway sees it, without stopping the service itself.
 */
export class TcpProxy {
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
    const server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const proxy = new TcpProxy(server, (server.address() as AddressInfo).port);
    server.on('connection', (client) => {
      const upstream = connect(targetPort, targetHost);
      for (const socket of [client, upstream]) {
        proxy.sockets.add(socket);
        socket.on('close', () => proxy.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.pipe(upstream).pipe(client);
    });
    return proxy;
  }

  /** The service goes away: open connections are cut and new ones refused. */
  async cut(): Promise<void> {
    const closed = once(this.server, 'close');
    this.server.close();
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** The service is back, on the same port. */
  async restore(): Promise<void> {
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  async stop(): Promise<void> {
    if (this.server.listening) await this.cut();
  }
}
