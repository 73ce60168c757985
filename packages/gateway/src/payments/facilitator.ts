import { startDevChain, toFacilitatorEvmClient, devChainDefinition, type DevChain } from '@evidence-check/dev-chain';
import { HTTPFacilitatorClient, type FacilitatorClient } from '@x402/core/server';
import { x402Facilitator } from '@x402/core/facilitator';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/facilitator';
import { createWalletClient, http, publicActions, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { NETWORK } from '@evidence-check/catalog-builder';
import type { GatewayConfig } from '../config.js';

type FacilitatorSignerInput = Parameters<typeof toFacilitatorEvmSigner>[0];

export interface FacilitatorHandle {
  client: FacilitatorClient;
  /** Shown at start-up: where settlement happens. */
  description: string;
  /** Present in dev mode: the embedded chain (RPC URL, funded payers, balances). */
  chain: DevChain | null;
  close(): Promise<void>;
}

/**
 * An in-process x402 facilitator that settles with `signer` (the "local" and "dev" modes).
 * The SDK reports an unreachable chain as an invalid payment; `probeChain` tells the two apart, so
 * that a chain outage becomes "payment service unavailable" (503) instead of "payment invalid".
 */
export function inProcessFacilitator(signer: FacilitatorSignerInput, probeChain: () => Promise<unknown>): FacilitatorClient {
  const facilitator = new x402Facilitator();
  registerExactEvmScheme(facilitator, { signer: toFacilitatorEvmSigner(signer), networks: NETWORK });
  const assertChainReachable = async (): Promise<void> => {
    try {
      await probeChain();
    } catch (error) {
      throw new Error(`settlement chain unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  return {
    async verify(payload, requirements) {
      const result = await facilitator.verify(payload, requirements);
      if (!result.isValid) await assertChainReachable();
      return result;
    },
    async settle(payload, requirements) {
      const result = await facilitator.settle(payload, requirements);
      if (!result.success) await assertChainReachable();
      return result;
    },
    getSupported: async () => facilitator.getSupported() as Awaited<ReturnType<FacilitatorClient['getSupported']>>,
  };
}

/**
 * A viem client for `rpcUrl` whose RPC budget is the facilitator budget (viem's own `timeout`
 * option): a dead chain becomes a 503, not a hang.
 */
function settlementClient(rpcUrl: string, privateKey: Hex, timeoutMs: number) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: devChainDefinition(rpcUrl),
    transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
  }).extend(publicActions);
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
      const wallet = settlementClient(config.rpcUrl, config.settlementPrivateKey as Hex, config.facilitatorTimeoutMs);
      return {
        client: inProcessFacilitator(toFacilitatorEvmClient(wallet as never), () => wallet.getChainId()),
        description: `in-process facilitator on ${config.rpcUrl}, settling from ${wallet.account.address}`,
        chain: null,
        close: async () => {},
      };
    }
    case 'dev': {
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
