import { randomBytes } from 'node:crypto';
import { domainSeparator, getAddress, keccak256, parseEventLogs, toHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount, mnemonicToAccount } from 'viem/accounts';
import {
  ANVIL_ACCOUNTS,
  BASE_USDC_ADDRESS,
  DEFAULT_FUND_AMOUNT,
  DEFAULT_MNEMONIC,
  MULTICALL3_ADDRESS,
  startDevChain,
  testUsdcAbi,
  type DevChain,
} from '../src/index.js';

const transferTypes = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const;

let chain: DevChain;

beforeAll(async () => {
  chain = await startDevChain();
}, 60_000);

afterAll(async () => {
  await chain?.stop();
});

function randomNonce(): Hex {
  return toHex(randomBytes(32));
}

async function signTransfer(privateKey: Hex, to: Address, value: bigint, nonce: Hex) {
  const account = privateKeyToAccount(privateKey);
  const now = BigInt(Math.floor(Date.now() / 1000));
  const message = { from: account.address, to, value, validAfter: now - 600n, validBefore: now + 600n, nonce };
  const signature = await account.signTypedData({
    domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: BASE_USDC_ADDRESS },
    types: transferTypes,
    primaryType: 'TransferWithAuthorization',
    message,
  });
  return { message, signature };
}

describe('the dev chain', () => {
  test('runs with chain id 8453 on 127.0.0.1 and exposes the Base USDC address', async () => {
    expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(chain.chainId).toBe(8453);
    expect(chain.network).toBe('eip155:8453');
    expect(await chain.publicClient.getChainId()).toBe(8453);
    expect(chain.usdcAddress).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
    expect(await chain.publicClient.getCode({ address: MULTICALL3_ADDRESS })).toMatch(/^0x[0-9a-f]{100,}$/);
  });

  test('the token answers like Base USDC: name, symbol, decimals, version, EIP-712 domain', async () => {
    const read = <F extends 'name' | 'symbol' | 'decimals' | 'version'>(functionName: F) =>
      chain.publicClient.readContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName });
    expect(await read('name')).toBe('USD Coin');
    expect(await read('symbol')).toBe('USDC');
    expect(await read('decimals')).toBe(6);
    expect(await read('version')).toBe('2');
    const domain = await chain.publicClient.readContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'eip712Domain' });
    expect(domain.slice(1, 5)).toEqual(['USD Coin', '2', 8453n, BASE_USDC_ADDRESS]);
  });

  test('the 10 well-known anvil accounts are exported and funded with 1,000 test USDC each', async () => {
    expect(chain.accounts).toHaveLength(10);
    expect(chain.accounts).toEqual(ANVIL_ACCOUNTS);
    for (const a of chain.accounts) {
      expect(privateKeyToAccount(a.privateKey).address).toBe(a.address);
      expect(mnemonicToAccount(DEFAULT_MNEMONIC, { addressIndex: a.index }).address).toBe(a.address);
      expect(await chain.balanceOf(a.address)).toBe(DEFAULT_FUND_AMOUNT);
    }
    expect(DEFAULT_FUND_AMOUNT).toBe(1_000_000_000n);
  });

  test('transferWithAuthorization moves exactly the value once; a replay reverts', async () => {
    const [payer, receiver, relayer] = [chain.accounts[1]!, chain.accounts[2]!, chain.accounts[3]!];
    const nonce = randomNonce();
    const { message, signature } = await signTransfer(payer.privateKey, receiver.address, 123_456n, nonce);
    const relay = chain.walletClient(relayer.index);
    const before = { payer: await chain.balanceOf(payer.address), receiver: await chain.balanceOf(receiver.address) };
    const args = [message.from, message.to, message.value, message.validAfter, message.validBefore, message.nonce, signature] as const;

    expect(await chain.publicClient.readContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'authorizationState', args: [payer.address, nonce] })).toBe(false);
    const hash = await relay.writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'transferWithAuthorization', args });
    const receipt = await chain.publicClient.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const events = parseEventLogs({ abi: testUsdcAbi, logs: receipt.logs });
    expect(events.map((e) => e.eventName)).toEqual(['AuthorizationUsed', 'Transfer']);

    expect(await chain.balanceOf(payer.address)).toBe(before.payer - 123_456n);
    expect(await chain.balanceOf(receiver.address)).toBe(before.receiver + 123_456n);
    expect(await chain.publicClient.readContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'authorizationState', args: [payer.address, nonce] })).toBe(true);

    await expect(
      relay.writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'transferWithAuthorization', args }),
    ).rejects.toThrow(/authorization is used or canceled/);
    expect(await chain.balanceOf(payer.address)).toBe(before.payer - 123_456n);
    expect(await chain.balanceOf(receiver.address)).toBe(before.receiver + 123_456n);
  });

  test('the v,r,s overload works too, and a wrong signer is rejected', async () => {
    const [payer, receiver, other] = [chain.accounts[4]!, chain.accounts[5]!, chain.accounts[6]!];
    const { message, signature } = await signTransfer(payer.privateKey, receiver.address, 1n, randomNonce());
    const r = `0x${signature.slice(2, 66)}` as Hex;
    const s = `0x${signature.slice(66, 130)}` as Hex;
    const v = parseInt(signature.slice(130, 132), 16);
    const relay = chain.walletClient(0);
    const base = [message.from, message.to, message.value, message.validAfter, message.validBefore, message.nonce] as const;

    const forged = await signTransfer(other.privateKey, receiver.address, 1n, message.nonce);
    await expect(
      relay.writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'transferWithAuthorization', args: [...base, forged.signature] }),
    ).rejects.toThrow(/invalid signature/);

    const hash = await relay.writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'transferWithAuthorization', args: [...base, v, r, s] });
    expect((await chain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await chain.balanceOf(receiver.address)).toBe(DEFAULT_FUND_AMOUNT + 1n);
  });

  test('receiveWithAuthorization must be called by the payee; cancelAuthorization burns a nonce', async () => {
    const [payer, payee] = [chain.accounts[7]!, chain.accounts[8]!];
    const payerAccount = privateKeyToAccount(payer.privateKey);
    const now = BigInt(Math.floor(Date.now() / 1000));
    const domain = { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: BASE_USDC_ADDRESS } as const;
    const message = { from: payer.address, to: payee.address, value: 5n, validAfter: now - 60n, validBefore: now + 600n, nonce: randomNonce() };
    const signature = await payerAccount.signTypedData({
      domain,
      types: { ReceiveWithAuthorization: transferTypes.TransferWithAuthorization },
      primaryType: 'ReceiveWithAuthorization',
      message,
    });
    const args = [message.from, message.to, message.value, message.validAfter, message.validBefore, message.nonce, signature] as const;
    await expect(
      chain.walletClient(0).writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'receiveWithAuthorization', args }),
    ).rejects.toThrow(/caller must be the payee/);
    const hash = await chain.walletClient(payee.index).writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'receiveWithAuthorization', args });
    expect((await chain.publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await chain.balanceOf(payee.address)).toBe(DEFAULT_FUND_AMOUNT + 5n);

    const cancelNonce = randomNonce();
    const cancelSig = await payerAccount.signTypedData({
      domain,
      types: { CancelAuthorization: [{ name: 'authorizer', type: 'address' }, { name: 'nonce', type: 'bytes32' }] },
      primaryType: 'CancelAuthorization',
      message: { authorizer: payer.address, nonce: cancelNonce },
    });
    const cancelHash = await chain.walletClient(0).writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'cancelAuthorization', args: [payer.address, cancelNonce, cancelSig] });
    expect((await chain.publicClient.waitForTransactionReceipt({ hash: cancelHash })).status).toBe('success');
    const canceled = await signTransfer(payer.privateKey, payee.address, 1n, cancelNonce);
    await expect(
      chain.walletClient(0).writeContract({
        address: BASE_USDC_ADDRESS,
        abi: testUsdcAbi,
        functionName: 'transferWithAuthorization',
        args: [canceled.message.from, canceled.message.to, 1n, canceled.message.validAfter, canceled.message.validBefore, cancelNonce, canceled.signature],
      }),
    ).rejects.toThrow(/authorization is used or canceled/);
  });

  test('the domain separator follows block.chainid and address(this), with no constructor storage', async () => {
    const separator = await chain.publicClient.readContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'DOMAIN_SEPARATOR' });
    expect(separator).toBe(
      domainSeparator({ domain: { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: getAddress(BASE_USDC_ADDRESS) } }),
    );
    expect(keccak256(toHex('USD Coin'))).not.toBe(separator);
  });

  test('stop() is idempotent and leaves no anvil behind', async () => {
    const extra = await startDevChain({ accounts: 1, fundAmount: 7n });
    expect(await extra.balanceOf(extra.accounts[0]!.address)).toBe(7n);
    const url = extra.rpcUrl;
    await extra.stop();
    await extra.stop();
    await expect(fetch(url, { method: 'POST', body: '{}' })).rejects.toThrow();
  }, 60_000);
});
