/** Every URL of a product derives from its id and the base URL, never typed twice. */
export interface ProductUrls {
  endpoint: string;
  docsUrl: string;
  schemaUrl: string;
  sandboxExample: string;
}

/** The one product whose free example is a document of its own (interface: product catalog). */
export const CONSOLIDATED_EXAMPLE_ID = 'agent-run-evidence-pack';

export function trimBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}

export function productUrls(id: string, baseUrl: string): ProductUrls {
  const base = trimBaseUrl(baseUrl);
  return {
    endpoint: `${base}/api/run/${id}`,
    docsUrl: `${base}/docs/${id}`,
    schemaUrl: `${base}/api/schema/${id}`,
    sandboxExample:
      id === CONSOLIDATED_EXAMPLE_ID ? `${base}/sandbox/${CONSOLIDATED_EXAMPLE_ID}.json` : `${base}/sandbox/index.json#${id}`,
  };
}
