/** What the catalogs need to know about this deployment; the gateway fills it from the environment. */
export interface CatalogConfig {
  /** Public base URL without trailing slash, e.g. `https://checks.example.com`. */
  baseUrl: string;
  /** Address that receives payments (`payTo`). */
  receiver: string;
  /** USDC contract on the payment network. */
  assetContract: string;
  sellerName: string;
  supportUrl: string;
}

export const NETWORK = 'eip155:8453';
export const ASSET_SYMBOL = 'USDC';
export const ASSET_DECIMALS = 6;
/** USDC on Base mainnet; the dev chain places its test token at the same address. */
export const BASE_USDC_ADDRESS = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
export const SCHEMA_VERSION = '1.0';
export const PAYMENT_HEADER = 'Payment-Required';
