#!/usr/bin/env node
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { ConfigError, loadConfig } from './config.js';
import { startGateway, type RunningGateway } from './server.js';
import { keepRunningOnBrokenPipes } from './stdio.js';

function devChainLines(running: RunningGateway): string[] {
  const chain = running.devChain;
  if (!chain) return [];
  return [
    `  dev chain RPC   ${chain.rpcUrl} (chain id ${chain.chainId}; test USDC ${chain.usdcAddress})`,
    `  funded payers   ${chain.payers.join(', ')}`,
    `                  (anvil's default test keys, 1000 test USDC each; try: GATEWAY_URL=${running.config.baseUrl} npx -y pnpm@10 demo)`,
  ];
}

async function main(): Promise<void> {
  keepRunningOnBrokenPipes();
  // A signal during start-up is honoured once the gateway is up, then drained like any stop; a
  // second one exits at once (a dev chain's supervisor ends anvil when this process goes). One
  // Ctrl-C under `pnpm start` arrives twice (from the terminal and forwarded by pnpm): a repeat
  // within a second is the same request.
  let stop: () => void = () => {
    if (stopRequested && performance.now() - stopRequestedAt > 1_000) process.exit(1);
    if (!stopRequested) stopRequestedAt = performance.now();
    stopRequested = true;
  };
  let stopRequested = false;
  let stopRequestedAt = 0;
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const running = await startGateway(config);
  const base = running.config.baseUrl;
  console.log(
    [
      `Evidence-Check Gateway listening on ${running.url}`,
      `  base URL        ${base}`,
      `  products        ${implementedChecks.length} sold of ${registry.length} (others answer 501 until implemented)`,
      `  payment         x402 v2 exact, eip155:8453, asset ${config.assetContract}, receiver ${config.receiver} (mode ${config.paymentMode})`,
      `  catalog         ${base}/api/catalog`,
      `  product catalog ${base}/api/product-catalog`,
      `  sandbox         ${base}/sandbox/index.json`,
      `  docs            ${base}/docs`,
      `  discovery       ${base}/openapi.json, ${base}/.well-known/x402`,
      `  receipt key     ES256 ${running.receipts.kid}${running.receipts.generated ? ' (generated for this run: set RECEIPT_SIGNING_KEY to keep one)' : ''}`,
      `                  public JWK ${JSON.stringify(running.receipts.publicJwk)} (also at ${base}/.well-known/jwks.json)`,
      `  settlement      ${running.facilitator?.description ?? 'external facilitator'}`,
      `  public data     ${config.maintainedData.baseUrl} (budget ${config.maintainedData.budgetMs} ms; snapshots: ${running.snapshotStore ?? 'external'})`,
      ...devChainLines(running),
    ].join('\n'),
  );
  // Drain (SHUTDOWN_GRACE_MS), then exit; a second signal changes nothing, the drain is bounded.
  let stopping = false;
  stop = () => {
    if (stopping) return;
    stopping = true;
    console.log(`shutting down: no new connections; in-flight requests may finish for up to ${config.shutdownGraceMs} ms`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  if (stopRequested) stop();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
