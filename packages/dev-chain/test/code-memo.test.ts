import { CODE_MEMO_MS, toFacilitatorEvmClient, type DevWalletClient } from '../src/index.js';

/** A wallet that only counts: the memo's logic, apart from any chain (x402.test.ts covers the real one). */
function countingWallet() {
  const reads: string[] = [];
  let failNext = false;
  const wallet = {
    account: { address: '0x0000000000000000000000000000000000000001' },
    getCode: async ({ address }: { address: string }) => {
      reads.push(address);
      if (failNext) {
        failNext = false;
        throw new Error('rpc down');
      }
      return address.endsWith('c') ? '0x6001' : undefined;
    },
    sendTransaction: async () => '0xhash',
  };
  return { wallet: wallet as unknown as DevWalletClient, reads, failOnce: () => (failNext = true) };
}

describe('the facilitator client reads a payer’s code once per paid call', () => {
  test('four reads within the memo window are one RPC call; past it, the chain is asked again', async () => {
    let clock = 0;
    const { wallet, reads } = countingWallet();
    const client = toFacilitatorEvmClient(wallet, () => clock);
    const payer = '0xAAAA00000000000000000000000000000000000a';
    const answers = await Promise.all([0, 1, 2, 3].map(() => client.getCode({ address: payer })));
    expect(answers).toEqual([undefined, undefined, undefined, undefined]);
    expect(await client.getCode({ address: payer.toLowerCase() as `0x${string}` })).toBeUndefined();
    expect(reads).toHaveLength(1);
    clock += CODE_MEMO_MS;
    await client.getCode({ address: payer });
    expect(reads).toHaveLength(2);
  });

  test('a transaction this client sends (an ERC-6492 deployment) forgets every code read', async () => {
    const { wallet, reads } = countingWallet();
    const client = toFacilitatorEvmClient(wallet, () => 0);
    const payer = '0xbbbb00000000000000000000000000000000000c';
    await client.getCode({ address: payer });
    await client.sendTransaction({ to: payer, data: '0x' });
    expect(await client.getCode({ address: payer })).toBe('0x6001');
    expect(reads).toHaveLength(2);
  });

  test('a failed read is not remembered', async () => {
    const { wallet, reads, failOnce } = countingWallet();
    const client = toFacilitatorEvmClient(wallet, () => 0);
    const payer = '0xcccc00000000000000000000000000000000000a';
    failOnce();
    await expect(client.getCode({ address: payer })).rejects.toThrow('rpc down');
    await client.getCode({ address: payer });
    expect(reads).toHaveLength(2);
  });
});
