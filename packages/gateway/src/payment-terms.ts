import { priceBaseUnits, type CheckDefinition } from '@evidence-check/core-receipt';
import { NETWORK, productUrls } from '@evidence-check/catalog-builder';
import { encodePaymentRequiredHeader } from '@x402/core/http';
import type { GatewayConfig } from './config.js';

/** EIP-712 domain of USDC on Base; the exact scheme's client signs against it. */
export const USDC_EIP712_DOMAIN = { name: 'USD Coin', version: '2' } as const;

export interface PaymentRequirementsV2 {
  scheme: 'exact';
  network: string;
  amount: string;
  asset: string;
  payTo: string;
  maxTimeoutSeconds: number;
  extra: { name: string; version: string };
}

export interface PaymentRequiredV2 {
  x402Version: 2;
  error?: string;
  resource: { url: string; description: string; mimeType: string };
  accepts: PaymentRequirementsV2[];
}

const MAX_DESCRIPTION = 500;

/** Terms of one product, from the same configuration the product catalog shows. */
export function paymentRequirements(check: CheckDefinition, config: GatewayConfig): PaymentRequirementsV2 {
  return {
    scheme: 'exact',
    network: NETWORK,
    amount: priceBaseUnits(check.price),
    asset: config.assetContract,
    payTo: config.receiver,
    maxTimeoutSeconds: config.maxTimeoutSeconds,
    extra: { ...USDC_EIP712_DOMAIN },
  };
}

export function paymentRequired(check: CheckDefinition, config: GatewayConfig, error?: string): PaymentRequiredV2 {
  const description = `${check.title}: ${check.summary}`.slice(0, MAX_DESCRIPTION);
  const required: PaymentRequiredV2 = {
    x402Version: 2,
    resource: { url: productUrls(check.id, config.baseUrl).endpoint, description, mimeType: 'application/json' },
    accepts: [paymentRequirements(check, config)],
  };
  if (error) required.error = error;
  return required;
}

/** The `Payment-Required` header value, encoded by the x402 SDK itself. */
export function paymentRequiredHeader(required: PaymentRequiredV2): string {
  return encodePaymentRequiredHeader(required as Parameters<typeof encodePaymentRequiredHeader>[0]);
}
