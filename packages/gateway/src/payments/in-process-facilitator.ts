// The in-process facilitator of the "local" and "dev" modes: viem and the SDK's facilitator, loaded
// only by those modes (they are most of the gateway's start-up time when loaded for nothing).
import type { FacilitatorClient } from '@x402/core/server';
import { x402Facilitator } from '@x402/core/facilitator';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { registerExactEvmScheme } from '@x402/evm/exact/facilitator';
import { createWalletClient, http, publicActions, type Hex } from 'viem';
import { nonceManager, privateKeyToAccount } from 'viem/accounts';
import { devChainDefinition, toFacilitatorEvmClient } from '@evidence-check/dev-chain';
import { NETWORK } from '@evidence-check/catalog-builder';

type FacilitatorSignerInput = Parameters<typeof toFacilitatorEvmSigner>[0];

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

/** Base makes a block every 2 s (200 ms flashblocks); five polls a second cost little and wait little. */
const SETTLEMENT_POLL_MS = 200;

/**
 * A viem client for `rpcUrl` whose RPC budget is the facilitator budget (viem's own `timeout`
 * option): a dead chain becomes a 503, not a hang. One settlement key serves every payer at once,
 * so its nonces are handed out by viem's nonce manager: without it, concurrent settlements read the
 * same pending nonce and all but one fail (bench:paid with 6 payers showed it).
 */
function settlementClient(rpcUrl: string, privateKey: Hex, timeoutMs: number) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey, { nonceManager }),
    chain: devChainDefinition(rpcUrl),
    transport: http(rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
    // How often a settlement's receipt is polled once the first read finds none (concurrent
    // settlements, a chain with blocks): viem's default for a chain without a block time is 4 s,
    // which held 6 concurrent payers to ~17 paid calls/s on the dev chain (bench:paid).
    pollingInterval: SETTLEMENT_POLL_MS,
  }).extend(publicActions);
}

/** The in-process facilitator settling on `rpcUrl` with `privateKey` ("local" mode). */
export function localFacilitator(rpcUrl: string, privateKey: Hex, timeoutMs: number): { client: FacilitatorClient; settler: string } {
  const wallet = settlementClient(rpcUrl, privateKey, timeoutMs);
  return { client: inProcessFacilitator(toFacilitatorEvmClient(wallet as never), () => wallet.getChainId()), settler: wallet.account.address };
}
