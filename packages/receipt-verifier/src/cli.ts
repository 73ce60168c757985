#!/usr/bin/env node
// evidence-receipt-verify --result result.json --receipt payment-response.txt --jwks jwks.json [--input request.json] [--resource-url URL]
// Reads local files only (offline); prints the verification as JSON; exit code 0 valid, 1 invalid, 2 usage.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyEvidenceReceipt, type JsonWebKeySet } from './index.js';

const USAGE =
  'usage: evidence-receipt-verify --result <200 body .json> --receipt <Payment-Response header value, or signed receipt .json> --jwks <jwks.json> [--input <request body .json>] [--resource-url <url>]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        result: { type: 'string' },
        receipt: { type: 'string' },
        jwks: { type: 'string' },
        input: { type: 'string' },
        'resource-url': { type: 'string' },
        help: { type: 'boolean' },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (values.help || !values.result || !values.receipt || !values.jwks) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
  const receiptText = readFileSync(values.receipt, 'utf8').trim();
  const receipt = receiptText.startsWith('{') ? JSON.parse(receiptText) : receiptText;
  const verification = await verifyEvidenceReceipt({
    result: json(values.result),
    receipt,
    jwks: json(values.jwks) as JsonWebKeySet,
    ...(values.input ? { input: json(values.input) } : {}),
    ...(values['resource-url'] ? { resourceUrl: values['resource-url'] } : {}),
  });
  console.log(JSON.stringify({ valid: verification.valid, kid: verification.kid, problems: verification.problems }, null, 2));
  return verification.valid ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  },
);
