// The x402 v2 payment path, built from the SDK's own pieces (`@x402/core`'s x402ResourceServer):
// its requirement builder and PaymentRequired builder quote the terms, its header encoder writes
// Payment-Required (each door sends the settlement response its own way), its verify/settle run the facilitator with the hooks that
// hold the in-flight lock, and its extensions carry the bazaar discovery metadata. Nothing here
// decodes a header it built.
import { NETWORK, PAYMENT_HEADER, productUrls } from '@evidence-check/catalog-builder';
import { priceBaseUnits, type CheckDefinition, type CheckResult, type PaymentDisclosure, type Receipt } from '@evidence-check/core-receipt';
import { encodePaymentRequiredHeader, decodePaymentSignatureHeader } from '@x402/core/http';
import {
  PAYMENT_REQUIRED_CACHE_CONTROL,
  x402ResourceServer,
  type FacilitatorClient,
  type HTTPAdapter,
  type HTTPRequestContext,
  type HTTPTransportContext,
  type ResourceConfig,
} from '@x402/core/server';
import { PaymentPayloadV2Schema } from '@x402/core/schemas';
import { SettleError, VerifyError, type PaymentPayload, type PaymentRequired, type PaymentRequirements, type ResourceInfo, type SettleResponse } from '@x402/core/types';
import { registerExactEvmScheme } from '@x402/evm/exact/server';
import { bazaarResourceServerExtension } from '@x402/extensions/bazaar';
import { createHash } from 'node:crypto';
import type { GatewayConfig } from '../config.js';
import type { ReceiptSigner } from '../receipts.js';
import { bazaarCandidates, type BazaarCandidate, type BazaarLevel } from './bazaar.js';
import type { PaymentLocks } from './locks.js';
import { exactEvmPayloadProblem } from './exact-evm-payload.js';

/** EIP-712 domain of USDC on Base; the exact scheme's client signs against it. */
export const USDC_EIP712_DOMAIN = { name: 'USD Coin', version: '2' } as const;
/** Every 402 and every paid 200: never stored by a cache (the SDK's own value for 402s). */
export const NO_STORE = PAYMENT_REQUIRED_CACHE_CONTROL;
/**
 * Target size of one Payment-Required header, in bytes. HTTP stacks cap a header line at 8–16 KiB;
 * the client's Payment-Signature echoes the resource and the extensions and adds its signed
 * authorization (~0.5 KiB), so 7 KiB here keeps that one under 8 KiB too.
 */
export const PAYMENT_REQUIRED_BUDGET = 7 * 1024;
/** The hard bound when no declaration with the sample fits the target: under 8 KiB, error text included. */
export const PAYMENT_REQUIRED_LIMIT = 8 * 1024 - 256;
/** Room kept in the budget for the `error` text of a refusal (an SDK or facilitator reason code). */
const ERROR_RESERVE = 'x'.repeat(120);
const MAX_DESCRIPTION = 500;
/**
 * The key of the x402 offer-receipt extension (the SDK's `OFFER_RECEIPT`, whose module loads viem:
 * a test checks the two are equal).
 */
export const OFFER_RECEIPT_EXTENSION = 'offer-receipt';
/** Why a duplicate payment is refused before verification (the lock's abort reason). */
export const PAYMENT_IN_USE = 'payment_in_use';

/** The facilitator (or its chain) gave no verdict: unreachable, timed out, or answered nonsense. */
export class PaymentServiceUnavailable extends Error {
  override name = 'PaymentServiceUnavailable';
}

/** A verdict (VerifyError / SettleError) is a payment problem; anything else thrown means no verdict (503). */
function unavailable(error: unknown): PaymentServiceUnavailable {
  return new PaymentServiceUnavailable(`payment facilitator unavailable: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
}

/** One product's x402 resource: amount from its price, asset/payTo/network from the configuration. */
export function resourceConfig(check: CheckDefinition, config: GatewayConfig): ResourceConfig {
  return {
    scheme: 'exact',
    network: NETWORK,
    payTo: config.receiver,
    price: { amount: priceBaseUnits(check.price), asset: config.assetContract, extra: { ...USDC_EIP712_DOMAIN } },
    maxTimeoutSeconds: config.maxTimeoutSeconds,
  };
}

export function resourceInfo(check: CheckDefinition, config: GatewayConfig): ResourceInfo {
  return { url: productUrls(check.id, config.baseUrl).endpoint, description: check.summary.slice(0, MAX_DESCRIPTION), mimeType: 'application/json' };
}

/** One key per signed authorization: payer and nonce when the payload has them, else its digest. */
export function lockKey(payload: { payload?: Record<string, unknown> }): string {
  const authorization = payload.payload?.authorization as { from?: unknown; nonce?: unknown } | undefined;
  if (typeof authorization?.from === 'string' && typeof authorization.nonce === 'string') {
    return `${authorization.from.toLowerCase()}:${authorization.nonce.toLowerCase()}`;
  }
  return createHash('sha256').update(JSON.stringify(payload.payload ?? null)).digest('hex');
}

/** A 402's terms: the PaymentRequired object and the headers that carry it. */
export interface Quote {
  /** Shared between requests when it is a product's standing offer: never mutate it. */
  terms: PaymentRequired;
  headers: Record<string, string>;
  /** `terms` as JSON text, serialized once (a 402 body embeds it without serializing it again). */
  termsJson: string;
}

/** The error text of a product's standing offer (no payment was presented or refused). */
export const STANDING_OFFER_ERROR = 'Payment required';

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The request context the SDK's hooks see when the terms of a product are built: its one HTTP door
 * (`POST /api/run/<id>`), whatever spelling of the path a request used. The terms depend only on
 * the product, so they are built once (a request's own headers matter only to verify and settle).
 */
function doorContext(resource: ResourceInfo): HTTPRequestContext {
  const path = new URL(resource.url).pathname;
  const adapter: HTTPAdapter = {
    getHeader: () => undefined,
    getMethod: () => 'POST',
    getPath: () => path,
    getUrl: () => resource.url,
    getAcceptHeader: () => 'application/json',
    getUserAgent: () => '',
  };
  return { adapter, path, method: 'POST' };
}

/**
 * A paid request as the payment layer sees it, whichever door it came through: the payment (the
 * HTTP door's Payment-Signature header as sent, or the MCP door's `_meta` payload as sent) and the
 * SDK's request context, which its hooks and extensions may read.
 */
export type PaymentInput = { header: string } | { payload: unknown };

export interface PaidRequest {
  payment: PaymentInput;
  context: HTTPRequestContext;
}

export type PaymentOutcome =
  | { kind: 'required'; quote: Quote; reason: string }
  | {
      kind: 'verified';
      /** Settles the verified payment; the caller sends the result only after `settled`. */
      settle(): Promise<SettleOutcome>;
      /** Ends the payment's life: cancels it if it was not settled (releases its in-flight lock). Idempotent. */
      close(): Promise<void>;
    };

export type SettleOutcome =
  | {
      kind: 'settled';
      payment: PaymentDisclosure;
      /**
       * The SDK's settlement response with the signed evidence receipt of the answer: the HTTP door
       * sends it encoded as Payment-Response, the MCP door as `_meta["x402/payment-response"]`.
       */
      settlement(receipt: Receipt): Promise<SettleResponse>;
    }
  | { kind: 'failed'; reason: string };

interface Product {
  check: CheckDefinition;
  config: ResourceConfig;
  resource: ResourceInfo;
  door: HTTPRequestContext;
}

export interface PaymentGateOptions {
  /** In-flight locks, held from the SDK's beforeVerify hook to the end of settlement or cancellation. */
  locks: PaymentLocks;
  /** Signs the evidence receipt carried in Payment-Response. */
  receipts: ReceiptSigner;
  /** Sandbox fixture results by product id: the bazaar output examples. */
  fixtures?: ReadonlyMap<string, CheckResult<unknown>>;
}

/** What a Payment-Signature header says, read before anything is sent to the facilitator. */
type ReadPayment =
  | { ok: true; payload: PaymentPayload; requirements: PaymentRequirements }
  | { ok: false; reason: string; message: string };

/**
 * Reads a Payment-Signature against a product's standing offer, with the SDK's own decoder, payload
 * schema and matcher: whatever a client sends is either a payload for exactly these terms or a
 * refusal with a precise reason (never a throw, never a facilitator call). A payload that names
 * its resource must name this product's: a payment signed for one product is refused at another,
 * even at the same price.
 */
export function readPayment(
  payment: PaymentInput,
  offered: PaymentRequired,
  resource: ResourceInfo,
  match: (accepts: PaymentRequirements[], payload: PaymentPayload) => PaymentRequirements | undefined,
): ReadPayment {
  let decoded: unknown;
  if ('header' in payment) {
    try {
      decoded = decodePaymentSignatureHeader(payment.header);
    } catch {
      return { ok: false, reason: 'invalid_payment_header', message: 'the Payment-Signature header is not base64 of a JSON x402 payment payload' };
    }
  } else {
    decoded = payment.payload;
  }
  const version = typeof decoded === 'object' && decoded !== null && !Array.isArray(decoded) ? (decoded as { x402Version?: unknown }).x402Version : undefined;
  if (version !== 2) {
    const said = version === undefined ? 'no x402Version' : `x402Version ${JSON.stringify(version).slice(0, 40)}`;
    return { ok: false, reason: 'unsupported_x402_version', message: `the payment payload has ${said}; this gateway takes x402 version 2 (the terms in Payment-Required)` };
  }
  const parsed = PaymentPayloadV2Schema.safeParse(decoded);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the payload';
    return { ok: false, reason: 'invalid_payload', message: `the x402 v2 payment payload is malformed: ${where}: ${issue?.message ?? 'invalid'}` };
  }
  const payload = parsed.data as PaymentPayload;
  const accepted = payload.accepted;
  if (!offered.accepts.some((terms) => terms.scheme === accepted.scheme)) {
    return { ok: false, reason: 'unsupported_scheme', message: `scheme ${JSON.stringify(accepted.scheme).slice(0, 40)} is not offered (offered: ${offered.accepts.map((terms) => terms.scheme).join(', ')})` };
  }
  if (!offered.accepts.some((terms) => terms.network === accepted.network)) {
    return { ok: false, reason: 'unsupported_network', message: `network ${JSON.stringify(accepted.network).slice(0, 60)} is not offered (offered: ${offered.accepts.map((terms) => terms.network).join(', ')})` };
  }
  if (payload.resource?.url !== undefined && payload.resource.url !== resource.url) {
    return { ok: false, reason: 'wrong_resource', message: `it was signed for ${payload.resource.url.slice(0, 200)}, not for ${resource.url}` };
  }
  // The SDK's own matching rule, on a payload its schema has accepted.
  const requirements = match(offered.accepts, payload);
  if (requirements?.scheme === 'exact' && requirements.network.startsWith('eip155:')) {
    const problem = exactEvmPayloadProblem(payload.payload);
    if (problem) return { ok: false, reason: 'invalid_exact_evm_payload', message: `its signed authorization is malformed: ${problem}` };
  }
  if (!requirements) return { ok: false, reason: 'no_matching_requirements', message: 'it does not match the terms of this product (amount, asset, payTo or timeout differ)' };
  return { ok: true, payload, requirements };
}

/** The x402 v2 resource server for every sold product. */
export class PaymentGate {
  readonly #server: x402ResourceServer;
  readonly #products: Map<string, Product>;
  readonly #receipts: ReceiptSigner;
  readonly #fixtures: ReadonlyMap<string, CheckResult<unknown>>;
  readonly #baseUrl: string;
  /** The bazaar declaration chosen per product (the first level whose header fits the budget). */
  readonly #bazaar = new Map<string, Promise<{ level: BazaarLevel; extensions: Record<string, unknown> }>>();
  /** Each product's standing offer (terms, encoded header, JSON), built once after initialization. */
  readonly #offers = new Map<string, Promise<Quote & { extensions: Record<string, unknown> }>>();
  #initializing: Promise<void> | null = null;

  constructor(config: GatewayConfig, checks: readonly CheckDefinition[], facilitator: FacilitatorClient, options: PaymentGateOptions) {
    this.#server = new x402ResourceServer(facilitator);
    registerExactEvmScheme(this.#server, { networks: [NETWORK] });
    this.#server.registerExtension(bazaarResourceServerExtension);
    this.#products = new Map(
      checks.map((check) => {
        const resource = resourceInfo(check, config);
        return [check.id, { check, config: resourceConfig(check, config), resource, door: doorContext(resource) }];
      }),
    );
    this.#receipts = options.receipts;
    this.#fixtures = options.fixtures ?? new Map();
    this.#baseUrl = config.baseUrl;

    // One signed authorization serves one request: the lock is taken before the facilitator sees
    // the payment (a duplicate in flight is refused at once) and released when its life ends.
    const { locks } = options;
    const release = async ({ paymentPayload }: { paymentPayload: { payload?: unknown } }) => locks.release(lockKey(paymentPayload as PaymentPayload));
    this.#server
      .onBeforeVerify(async ({ paymentPayload }) =>
        (await locks.acquire(lockKey(paymentPayload as PaymentPayload)))
          ? undefined
          : { abort: true, reason: PAYMENT_IN_USE, message: 'this payment is already being used by another request' },
      )
      .onAfterVerify(async (context) => {
        if (!context.result.isValid) await release(context);
      })
      .onVerifyFailure(async (context) => {
        await release(context);
      })
      .onAfterSettle(release)
      .onSettleFailure(async (context) => {
        await release(context);
      })
      .onVerifiedPaymentCanceled(release);
  }

  /** Learns what the facilitator supports; retried on the next request if it failed. */
  async initialize(): Promise<void> {
    this.#initializing ??= this.#server.initialize().catch((error: unknown) => {
      this.#initializing = null;
      throw unavailable(error);
    });
    return this.#initializing;
  }

  #product(check: CheckDefinition): Product {
    const product = this.#products.get(check.id);
    if (!product) throw new Error(`${check.id} is not sold`);
    return product;
  }

  /** The PaymentRequired of a product for this request, built and encoded by the SDK. */
  async #build(product: Product, declared: Record<string, unknown>, context: HTTPRequestContext, error: string, payload?: PaymentPayload) {
    const requirements = await this.#server.buildPaymentRequirements(product.config);
    const extensions = this.#server.enrichExtensions(declared, context);
    const terms = await this.#server.createPaymentRequiredResponse(requirements, product.resource, error, extensions, { request: context }, payload);
    return { terms, extensions, header: encodePaymentRequiredHeader(terms) };
  }

  /** The most complete bazaar declaration whose Payment-Required header fits the budget (chosen once per product). */
  async #declared(product: Product): Promise<Record<string, unknown>> {
    const context = product.door;
    let chosen = this.#bazaar.get(product.check.id);
    if (!chosen) {
      chosen = (async () => {
        const fixture = this.#fixtures.get(product.check.id) ?? null;
        // The most complete level with the sample under the target; else the most complete one
        // under the hard bound; else the last resort (schema URL only, always small).
        const candidates = bazaarCandidates(product.check, fixture, this.#baseUrl);
        const lastResort = candidates.pop() as BazaarCandidate;
        let fallback: BazaarCandidate | null = null;
        for (const candidate of candidates) {
          const { header } = await this.#build(product, candidate.extensions, context, ERROR_RESERVE);
          if (header.length <= PAYMENT_REQUIRED_BUDGET) return candidate;
          if (header.length <= PAYMENT_REQUIRED_LIMIT) fallback ??= candidate;
        }
        return fallback ?? lastResort;
      })();
      chosen.catch(() => this.#bazaar.delete(product.check.id));
      this.#bazaar.set(product.check.id, chosen);
    }
    return (await chosen).extensions;
  }

  /** Which bazaar level each product's 402 carries (after its first quote). */
  async bazaarLevel(check: CheckDefinition): Promise<BazaarLevel | null> {
    const chosen = this.#bazaar.get(check.id);
    return chosen ? (await chosen).level : null;
  }

  /** A product's terms with `error` as their error text (`payload`: the refused payment, for the SDK's hooks). */
  async #quote(product: Product, error: string, payload?: PaymentPayload): Promise<Quote & { extensions: Record<string, unknown> }> {
    await this.initialize();
    const { terms, extensions, header } = await this.#build(product, await this.#declared(product), product.door, error, payload);
    return { terms, extensions, termsJson: JSON.stringify(terms), headers: { [PAYMENT_HEADER]: header, 'Cache-Control': NO_STORE } };
  }

  /**
   * The standing offer of a product: built and encoded once (the price and the facilitator's
   * capabilities are fixed for the life of the process), frozen, and shared by every 402.
   */
  #offer(product: Product): Promise<Quote & { extensions: Record<string, unknown> }> {
    let offer = this.#offers.get(product.check.id);
    if (!offer) {
      offer = this.#quote(product, STANDING_OFFER_ERROR).then((quote) => {
        deepFreeze(quote.terms);
        deepFreeze(quote.extensions);
        return Object.freeze(quote);
      });
      // A failure (facilitator unreachable at start) is retried by the next request.
      offer.catch(() => this.#offers.delete(product.check.id));
      this.#offers.set(product.check.id, offer);
    }
    return offer;
  }

  /** Builds every product's standing offer now (at start-up), so no request pays for it. */
  async prepare(): Promise<void> {
    await this.initialize();
    for (const product of this.#products.values()) await this.#offer(product);
  }

  /** The terms of a product, for a 402 (`error` is the PaymentRequired's error text). */
  async quote(check: CheckDefinition, error = STANDING_OFFER_ERROR): Promise<Quote> {
    const product = this.#product(check);
    const { terms, headers, termsJson } = error === STANDING_OFFER_ERROR ? await this.#offer(product) : await this.#quote(product, error);
    return { terms, headers, termsJson };
  }

  /**
   * Verifies the payment in `header` (a Payment-Signature) against the product's terms. A refused
   * payment comes back with fresh terms; PaymentServiceUnavailable when the facilitator gives no verdict.
   */
  async process(check: CheckDefinition, request: PaidRequest): Promise<PaymentOutcome> {
    const product = this.#product(check);
    const offered = await this.#offer(product);
    const read = readPayment(request.payment, offered.terms, product.resource, (accepts, payload) => this.#server.findMatchingRequirements(accepts, payload));
    if (!read.ok) return this.#refused(product, read.reason, read.message);
    const { payload, requirements } = read;
    let echoed;
    try {
      echoed = this.#server.validateExtensions(offered.terms, payload);
    } catch {
      return this.#refused(product, 'invalid_payload', 'its extensions cannot be read', payload);
    }
    if (!echoed.valid) return this.#refused(product, echoed.invalidReason, `its ${echoed.extensionKey} extension differs from the one offered`, payload);

    const transport: HTTPTransportContext = { request: request.context };
    let verdict;
    try {
      verdict = await this.#server.verifyPayment(payload, requirements, offered.extensions, transport);
    } catch (error) {
      if (error instanceof VerifyError) return this.#refused(product, error.invalidReason ?? 'invalid_payment', error.invalidMessage ?? error.message, payload);
      throw unavailable(error);
    }
    if (!verdict.isValid) {
      const reason = verdict.invalidReason ?? 'invalid_payment';
      return this.#refused(product, reason, verdict.invalidMessage ?? reason, payload);
    }
    return this.#verified(product, payload, requirements, offered.extensions, transport);
  }

  async #refused(product: Product, reason: string, message: string, payload?: PaymentPayload): Promise<PaymentOutcome> {
    const { terms, headers, termsJson } = await this.#quote(product, reason, payload);
    return { kind: 'required', quote: { terms, headers, termsJson }, reason: message };
  }

  #verified(
    product: Product,
    payload: PaymentPayload,
    requirements: PaymentRequirements,
    extensions: Record<string, unknown>,
    transport: HTTPTransportContext,
  ): PaymentOutcome {
    let ended = false;
    const cancellation = this.#server.createPaymentCancellationDispatcher(payload, requirements, extensions, transport);
    return {
      kind: 'verified',
      settle: async (): Promise<SettleOutcome> => {
        ended = true;
        let settled: SettleResponse;
        try {
          settled = await this.#server.settlePayment(payload, requirements, extensions, transport);
        } catch (error) {
          if (error instanceof SettleError) return { kind: 'failed', reason: error.errorReason ?? error.message };
          throw unavailable(error);
        }
        if (!settled.success) return { kind: 'failed', reason: settled.errorReason ?? 'settlement_failed' };
        const payment: PaymentDisclosure = {
          scheme: requirements.scheme,
          network: settled.network,
          asset: requirements.asset,
          amount: requirements.amount,
          payer: settled.payer ?? '',
          transaction: settled.transaction,
        };
        return {
          kind: 'settled',
          payment,
          settlement: async (evidence) => {
            const receipt = await this.#receipts.sign(evidence, product.resource.url);
            return { ...settled, extensions: { ...settled.extensions, [OFFER_RECEIPT_EXTENSION]: { info: { receipt } } } };
          },
        };
      },
      close: async () => {
        if (ended) return;
        ended = true;
        await cancellation.cancel({ reason: 'handler_failed' });
      },
    };
  }
}
