import type { DevChain } from '@evidence-check/dev-chain';
import { HTTPFacilitatorClient, type FacilitatorClient } from '@x402/core/server';
import type { Hex } from 'viem';
import type { GatewayConfig } from '../config.js';

export interface FacilitatorHandle {
  client: FacilitatorClient;
  /** Shown at start-up: where settlement happens. */
  description: string;
  /** Present in dev mode: the embedded chain (RPC URL, funded payers, balances). */
  chain: DevChain | null;
  close(): Promise<void>;
}

/** Builds the facilitator of the configured payment mode (DESIGN.md "Payments"). */
export async function createFacilitator(config: GatewayConfig): Promise<FacilitatorHandle> {
  switch (config.paymentMode) {
    case 'remote':
      return {
        // The SDK's own deadline per facilitator call: past it, FacilitatorTimeoutError (answered 503).
        client: new HTTPFacilitatorClient({ url: config.facilitatorUrl as string, timeoutMs: config.facilitatorTimeoutMs }),
        description: `remote facilitator ${config.facilitatorUrl}`,
        chain: null,
        close: async () => {},
      };
    case 'local': {
      if (!config.rpcUrl || !config.settlementPrivateKey) throw new Error('PAYMENT_MODE=local needs RPC_URL and SETTLEMENT_PRIVATE_KEY');
      const { localFacilitator } = await import('./in-process-facilitator.js');
      const { client, settler } = localFacilitator(config.rpcUrl, config.settlementPrivateKey as Hex, config.facilitatorTimeoutMs);
      return {
        client,
        description: `in-process facilitator on ${config.rpcUrl}, settling from ${settler}`,
        chain: null,
        close: async () => {},
      };
    }
    case 'dev': {
      const [{ startDevChain }, { inProcessFacilitator }] = await Promise.all([import('@evidence-check/dev-chain'), import('./in-process-facilitator.js')]);
      const chain = await startDevChain();
      // Account 0 funded everyone and pays the gas of settlement; payers are the other accounts.
      return {
        client: inProcessFacilitator(chain.facilitatorClient(0), () => chain.publicClient.getChainId()),
        description: `dev chain ${chain.rpcUrl} (anvil, chain id ${chain.chainId}), test USDC at ${chain.usdcAddress}`,
        chain,
        close: () => chain.stop(),
      };
    }
  }
}
