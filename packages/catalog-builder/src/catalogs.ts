import { priceBaseUnits, type CheckDefinition, type JsonObject } from '@evidence-check/core-receipt';
import {
  ASSET_DECIMALS,
  ASSET_SYMBOL,
  NETWORK,
  PAYMENT_HEADER,
  SCHEMA_VERSION,
  type CatalogConfig,
} from './config.js';
import { productUrls, trimBaseUrl } from './urls.js';

export interface CatalogEntry {
  id: string;
  title: string;
  category: string;
  summary: string;
  limitations: string[];
  inputSchema: JsonObject;
  sampleInput: unknown;
  version: string;
  price: string;
  docsUrl: string;
  endpoint: string;
}

export interface ProductEntry extends CatalogEntry {
  schemaUrl: string;
  sandboxExample: string;
  priceBaseUnits: string;
}

export interface UtilityCatalog {
  schemaVersion: string;
  count: number;
  utilities: CatalogEntry[];
}

export interface ProductCatalog {
  schemaVersion: string;
  generatedFrom: 'runtime-registry';
  seller: { name: string; support: string };
  payment: {
    protocol: 'x402';
    scheme: 'exact';
    network: string;
    asset: { symbol: string; contract: string; decimals: number };
    receiver: string;
    sourceOfTruth: string;
    productPriceFields: ['price', 'priceBaseUnits'];
  };
  privacy: {
    rawInputsPersisted: false;
    customerResultsPersisted: false;
    maintainedPublicDataSnapshots: true;
    maintainedDataNote: string;
    commercialTelemetryDocument: string;
  };
  count: number;
  products: ProductEntry[];
}

export const MAINTAINED_DATA_NOTE =
  'Selected maintained-data products retain normalized public-source snapshots under one-way query fingerprints; ' +
  'customer inputs and complete customer results are not stored.';

export function catalogEntry(check: CheckDefinition, baseUrl: string): CatalogEntry {
  const { docsUrl, endpoint } = productUrls(check.id, baseUrl);
  return {
    id: check.id,
    title: check.title,
    category: check.category,
    summary: check.summary,
    limitations: [...check.limitations],
    inputSchema: check.inputSchema,
    sampleInput: check.sampleInput,
    version: check.version,
    price: check.price,
    docsUrl,
    endpoint,
  };
}

export function buildUtilityCatalog(checks: readonly CheckDefinition[], config: Pick<CatalogConfig, 'baseUrl'>): UtilityCatalog {
  const utilities = checks.map((check) => catalogEntry(check, config.baseUrl));
  return { schemaVersion: SCHEMA_VERSION, count: utilities.length, utilities };
}

export function buildProductCatalog(checks: readonly CheckDefinition[], config: CatalogConfig): ProductCatalog {
  const products = checks.map((check): ProductEntry => {
    const { schemaUrl, sandboxExample } = productUrls(check.id, config.baseUrl);
    return { ...catalogEntry(check, config.baseUrl), schemaUrl, sandboxExample, priceBaseUnits: priceBaseUnits(check.price) };
  });
  return {
    schemaVersion: SCHEMA_VERSION,
    generatedFrom: 'runtime-registry',
    seller: { name: config.sellerName, support: config.supportUrl },
    payment: {
      protocol: 'x402',
      scheme: 'exact',
      network: NETWORK,
      asset: { symbol: ASSET_SYMBOL, contract: config.assetContract, decimals: ASSET_DECIMALS },
      receiver: config.receiver,
      sourceOfTruth: `The ${PAYMENT_HEADER} response header (base64 x402 v2 payment requirements) of each run endpoint is the authority for payment terms; the price fields here are informational.`,
      productPriceFields: ['price', 'priceBaseUnits'],
    },
    privacy: {
      rawInputsPersisted: false,
      customerResultsPersisted: false,
      maintainedPublicDataSnapshots: true,
      maintainedDataNote: MAINTAINED_DATA_NOTE,
      commercialTelemetryDocument: `${trimBaseUrl(config.baseUrl)}/telemetry.md`,
    },
    count: products.length,
    products,
  };
}

/** The per-product schema document: the input schema with `$id` set to its public URL. */
export function schemaDocument(check: CheckDefinition, baseUrl: string): JsonObject {
  const { $id: _ignored, ...schema } = check.inputSchema;
  return { $id: productUrls(check.id, baseUrl).schemaUrl, ...schema };
}
