import { NETWORK, productUrls } from '@evidence-check/catalog-builder';
import { priceBaseUnits, type CheckDefinition, type PaymentDisclosure } from '@evidence-check/core-receipt';
import { ExpressAdapter } from '@x402/express';
import {
  FacilitatorResponseError,
  x402HTTPResourceServer,
  x402ResourceServer,
  type FacilitatorClient,
  type HTTPAdapter,
  type HTTPProcessResult,
  type HTTPRequestContext,
  type RouteConfig,
} from '@x402/core/server';
import { registerExactEvmScheme } from '@x402/evm/exact/server';
import type { Request } from 'express';
import type { GatewayConfig } from '../config.js';

/** EIP-712 domain of USDC on Base; the exact scheme's client signs against it. */
export const USDC_EIP712_DOMAIN = { name: 'USD Coin', version: '2' } as const;
const MAX_DESCRIPTION = 500;

/**
 * The facilitator (or its chain) could not be reached. It extends the SDK's FacilitatorResponseError
 * because that is the one error x402HTTPResourceServer re-throws instead of turning into a 402.
 */
export class PaymentServiceUnavailable extends FacilitatorResponseError {
  override name = 'PaymentServiceUnavailable';
}

/** Route key of a product in the x402 routes table. */
export function routeKey(id: string): string {
  return `POST /api/run/${id}`;
}

/** One product's x402 route: amount from its price, asset/payTo/network from the catalog's configuration. */
export function routeConfig(check: CheckDefinition, config: GatewayConfig): RouteConfig {
  return {
    accepts: {
      scheme: 'exact',
      network: NETWORK,
      payTo: config.receiver,
      price: { amount: priceBaseUnits(check.price), asset: config.assetContract, extra: { ...USDC_EIP712_DOMAIN } },
      maxTimeoutSeconds: config.maxTimeoutSeconds,
    },
    resource: productUrls(check.id, config.baseUrl).endpoint,
    description: `${check.title}: ${check.summary}`.slice(0, MAX_DESCRIPTION),
    mimeType: 'application/json',
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PaymentServiceUnavailable(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Wraps the facilitator so that "could not reach it" is told apart from "the payment is bad":
 * a thrown error or a timeout becomes PaymentServiceUnavailable (503), an answer is passed on.
 */
function guarded(client: FacilitatorClient, timeoutMs: number): FacilitatorClient {
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await withTimeout(run(), timeoutMs, what);
    } catch (error) {
      if (error instanceof PaymentServiceUnavailable) throw error;
      throw new PaymentServiceUnavailable(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    verify: (payload, requirements) => call('verify', () => client.verify(payload, requirements)),
    settle: (payload, requirements) => call('settle', () => client.settle(payload, requirements)),
    getSupported: () => call('getSupported', () => client.getSupported()),
  };
}

const PAYMENT_HEADER_NAMES = new Set(['payment-signature', 'x-payment']);

function withoutPaymentHeaders(adapter: HTTPAdapter): HTTPAdapter {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      if (property === 'getHeader') {
        return (name: string) => (PAYMENT_HEADER_NAMES.has(name.toLowerCase()) ? undefined : target.getHeader(name));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export type PaymentOutcome =
  | { kind: 'required'; status: number; headers: Record<string, string>; reason: string | null }
  | { kind: 'verified'; settle(): Promise<SettleOutcome> };

export type SettleOutcome =
  | { kind: 'settled'; headers: Record<string, string>; payment: PaymentDisclosure }
  | { kind: 'failed'; status: number; headers: Record<string, string>; reason: string };

/** Unreachable or failing facilitator, as our wrapper or the SDK's HTTP client reports it. */
function isUnavailable(error: unknown): boolean {
  return error instanceof FacilitatorResponseError || (error as { name?: string }).name === 'FacilitatorTimeoutError';
}

/** The x402 v2 resource server for every sold product, built from the SDK (`@x402/core`, `@x402/express`). */
export class PaymentGate {
  readonly #http: x402HTTPResourceServer;
  #initializing: Promise<void> | null = null;

  constructor(config: GatewayConfig, checks: readonly CheckDefinition[], facilitator: FacilitatorClient) {
    const server = new x402ResourceServer(guarded(facilitator, config.facilitatorTimeoutMs));
    registerExactEvmScheme(server, { networks: [NETWORK] });
    const routes = Object.fromEntries(checks.map((check) => [routeKey(check.id), routeConfig(check, config)]));
    this.#http = new x402HTTPResourceServer(server, routes);
  }

  /** Learns what the facilitator supports; retried on the next request if it failed. */
  async initialize(): Promise<void> {
    // The routes are static and valid, so a failed initialization can only mean the facilitator
    // did not answer (the SDK wraps that in a plain Error).
    this.#initializing ??= this.#http.initialize().catch((error: unknown) => {
      this.#initializing = null;
      throw new PaymentServiceUnavailable(`payment facilitator unavailable: ${error instanceof Error ? error.message : String(error)}`);
    });
    return this.#initializing;
  }

  /**
   * Verifies the request's payment, or answers with the terms (always, with `ignorePayment`).
   * Throws PaymentServiceUnavailable when the facilitator cannot be reached.
   */
  async process(req: Request, { ignorePayment = false }: { ignorePayment?: boolean } = {}): Promise<PaymentOutcome> {
    const express = new ExpressAdapter(req);
    // To quote the terms only, the SDK must not see the payment at all (it reads headers itself).
    const adapter: HTTPAdapter = ignorePayment ? withoutPaymentHeaders(express) : express;
    const context: HTTPRequestContext = {
      adapter,
      path: req.path,
      decodedPath: req.path,
      method: req.method,
      paymentHeader: adapter.getHeader('payment-signature') || adapter.getHeader('x-payment'),
    };
    let result: HTTPProcessResult;
    try {
      await this.initialize();
      result = await this.#http.processHTTPRequest(context);
    } catch (error) {
      if (isUnavailable(error)) throw new PaymentServiceUnavailable(`payment facilitator unavailable: ${String(error)}`);
      throw error;
    }
    if (result.type === 'no-payment-required') throw new Error(`no x402 route for ${req.path}`);
    if (result.type === 'payment-error') {
      const body = result.response.body as { error?: string } | undefined;
      return { kind: 'required', status: result.response.status, headers: result.response.headers, reason: body?.error ?? null };
    }
    const { paymentPayload, paymentRequirements, declaredExtensions, beforeHandlerSettlement } = result;
    return {
      kind: 'verified',
      settle: async () => {
        let settled;
        try {
          settled = await this.#http.processSettlement(
            paymentPayload,
            paymentRequirements,
            declaredExtensions,
            { request: context },
            undefined,
            beforeHandlerSettlement,
          );
        } catch (error) {
          if (isUnavailable(error)) throw new PaymentServiceUnavailable(`payment facilitator unavailable: ${String(error)}`);
          throw error;
        }
        if (!settled.success) {
          return { kind: 'failed', status: settled.response.status, headers: settled.headers, reason: settled.errorReason };
        }
        return {
          kind: 'settled',
          headers: settled.headers,
          payment: {
            scheme: paymentRequirements.scheme,
            network: settled.network,
            asset: paymentRequirements.asset,
            amount: paymentRequirements.amount,
            payer: settled.payer ?? '',
            transaction: settled.transaction,
          },
        };
      },
    };
  }
}
