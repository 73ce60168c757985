#!/usr/bin/env node
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import { ConfigError, loadConfig } from './config.js';
import { startGateway, type RunningGateway } from './server.js';

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
      `  settlement      ${running.facilitator?.description ?? 'external facilitator'}`,
      ...devChainLines(running),
    ].join('\n'),
  );
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
