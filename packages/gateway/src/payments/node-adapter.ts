import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { HTTPAdapter, HTTPRequestContext } from '@x402/core/server';

/** The path of a request target, without its query (what Express calls `req.path`). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The x402 SDK's view of a request, read from Node's own request object, so both doors (the run
 * door answers without Express, run-door.ts) hand the SDK the same thing. It reads what
 * `@x402/express`'s adapter reads; the query and the body are not offered (our body is the
 * evidence packet, which the payment layer never needs).
 */
export class NodeRequestAdapter implements HTTPAdapter {
  constructor(private readonly req: IncomingMessage) {}

  getHeader(name: string): string | undefined {
    const value = this.req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }

  getMethod(): string {
    return this.req.method ?? 'GET';
  }

  getPath(): string {
    return pathOf(this.req.url ?? '/');
  }

  getUrl(): string {
    const scheme = (this.req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
    return `${scheme}://${this.req.headers.host ?? ''}${this.req.url ?? '/'}`;
  }

  getAcceptHeader(): string {
    return this.getHeader('accept') ?? '';
  }

  getUserAgent(): string {
    return this.getHeader('user-agent') ?? '';
  }
}

/** The SDK's request context (what its hooks and extensions may read) for a Node request, at either door. */
export function requestContext(req: IncomingMessage): HTTPRequestContext {
  return { adapter: new NodeRequestAdapter(req), path: pathOf(req.url ?? '/'), method: req.method ?? 'POST' };
}
