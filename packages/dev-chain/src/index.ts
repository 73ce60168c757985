/**
 * @evidence-check/dev-chain: a real local EVM for the gateway's dev mode and for tests.
 *
 * startDevChain() runs anvil with chain id 8453 (Base), installs an EIP-3009 test USDC at the
 * Base USDC address (and Multicall3 at its canonical address), and mints test USDC to the
 * well-known anvil accounts, so an unmodified x402 v2 `exact` client pays on it and an
 * unmodified x402 facilitator verifies and settles there exactly as on Base.
 */
import {
  createPublicClient,
  createWalletClient,
  nonceManager,
  defineChain,
  http,
  publicActions,
  type Address,
  type Chain,
  type Client,
  type Hex,
  type HttpTransport,
  type Log,
  type PublicActions,
  type PublicClient,
  type WalletActions,
  type WalletRpcSchema,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { deriveAccount, type DevAccount } from './accounts.js';
import { spawnAnvil, type AnvilProcess } from './anvil.js';
import { multicall3DeployedBytecode, testUsdcAbi, testUsdcDeployedBytecode } from './contracts.generated.js';

export { ANVIL_ACCOUNTS, DEFAULT_MNEMONIC, deriveAccount, type DevAccount } from './accounts.js';
export { resolveAnvilBinary } from './anvil.js';
export { multicall3Abi, multicall3DeployedBytecode, SOLC_VERSION, testUsdcAbi, testUsdcDeployedBytecode } from './contracts.generated.js';

/** USDC on Base mainnet; the dev chain installs the test token at this same address. */
export const BASE_USDC_ADDRESS = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' as const satisfies Address;
/** Canonical Multicall3 address (deployed on Base); the dev chain installs a compatible subset there. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const satisfies Address;
/** Chain id of Base, used by the dev chain. */
export const DEV_CHAIN_ID = 8453;
/** CAIP-2 network id for x402 payment requirements. */
export const DEV_NETWORK = 'eip155:8453' as const;
/** Test USDC decimals (same as USDC). */
export const USDC_DECIMALS = 6;
/** EIP-712 domain of the test token, to put in x402 `extra`: `{ name: 'USD Coin', version: '2' }`. */
export const USDC_EIP712_DOMAIN = Object.freeze({ name: 'USD Coin', version: '2' } as const);
/** Default amount minted to each funded account: 1,000 USDC. */
export const DEFAULT_FUND_AMOUNT = 1_000_000_000n;

export interface DevChainOptions {
  /** How many of the mnemonic's accounts to fund with test USDC (and ETH). Default 10. */
  accounts?: number;
  /** Test USDC (base units) minted to each funded account. Default 1,000 USDC (1000000000). */
  fundAmount?: bigint;
  /** Port for anvil on 127.0.0.1. Default 0: anvil picks a free port, which is parsed from its output. */
  port?: number;
  /** Path to the anvil binary. Default: resolved from `@foundry-rs/anvil`'s platform package (or ANVIL_BIN). */
  anvilPath?: string;
  /** Seconds between blocks. Default: unset, i.e. a block is mined instantly for each transaction. */
  blockTime?: number;
  /** Milliseconds to wait for anvil to listen and answer RPC. Default 30000. */
  startTimeoutMs?: number;
  /** Echo anvil's output to stderr. Default false. */
  verbose?: boolean;
}

/** A viem wallet client for one dev account, extended with public actions (usable as an x402 facilitator signer). */
export type DevWalletClient = Client<
  HttpTransport,
  Chain,
  PrivateKeyAccount,
  WalletRpcSchema,
  WalletActions<Chain, PrivateKeyAccount> & PublicActions<HttpTransport, Chain, PrivateKeyAccount>
>;

/**
 * The viem-backed client shape that `@x402/evm`'s `toFacilitatorEvmSigner(client)` takes
 * (its FacilitatorEvmSigner without getAddresses, plus `address`), declared structurally so this
 * package does not depend on the x402 SDK. viem's own overloaded signatures are not directly
 * assignable to it under TypeScript, which is what {@link DevChain.facilitatorClient} solves.
 */
export interface FacilitatorEvmClient {
  address: Address;
  readContract(args: { address: Address; abi: readonly unknown[]; functionName: string; args?: readonly unknown[] }): Promise<unknown>;
  verifyTypedData(args: {
    address: Address;
    domain: Record<string, unknown>;
    types: Record<string, unknown>;
    primaryType: string;
    message: Record<string, unknown>;
    signature: Hex;
  }): Promise<boolean>;
  writeContract(args: { address: Address; abi: readonly unknown[]; functionName: string; args: readonly unknown[]; gas?: bigint; dataSuffix?: Hex }): Promise<Hex>;
  sendTransaction(args: { to: Address; data: Hex }): Promise<Hex>;
  waitForTransactionReceipt(args: { hash: Hex; timeout?: number }): Promise<{ status: string; logs?: readonly Log[] }>;
  getCode(args: { address: Address }): Promise<Hex | undefined>;
}

/**
 * How long one `eth_getCode` answer serves: the facilitator reads the payer's code four times per
 * paid call (ERC-6492 classification and the signature check, in verify and again in settle), and
 * code changes only when a contract is deployed, which this client does itself (`sendTransaction`,
 * the ERC-6492 factory call) and then forgets what it read.
 */
export const CODE_MEMO_MS = 2_000;

/**
 * Adapts a viem wallet client (with public actions) to {@link FacilitatorEvmClient}; works for any
 * RPC, not only the dev chain. `now` is for tests.
 */
export function toFacilitatorEvmClient(wallet: DevWalletClient, now: () => number = Date.now): FacilitatorEvmClient {
  type Loose = (args: unknown) => Promise<never>;
  const w = wallet as unknown as Record<keyof Omit<FacilitatorEvmClient, 'address'>, Loose>;
  const codes = new Map<string, { until: number; code: Promise<Hex | undefined> }>();
  const getCode = (args: { address: Address }): Promise<Hex | undefined> => {
    const key = args.address.toLowerCase();
    const at = now();
    const known = codes.get(key);
    if (known && known.until > at) return known.code;
    if (codes.size >= 1_000) for (const [address, entry] of codes) if (entry.until <= at) codes.delete(address);
    const code = w.getCode(args) as Promise<Hex | undefined>;
    codes.set(key, { until: at + CODE_MEMO_MS, code });
    // A failed read is not remembered: the next caller asks the chain again.
    code.catch(() => codes.get(key)?.code === code && codes.delete(key));
    return code;
  };
  return {
    address: wallet.account.address,
    readContract: (args) => w.readContract(args),
    verifyTypedData: (args) => w.verifyTypedData(args),
    writeContract: (args) => w.writeContract(args),
    sendTransaction: (args) => {
      codes.clear(); // a deployment (ERC-6492) may give an address code
      return w.sendTransaction(args);
    },
    waitForTransactionReceipt: (args) => w.waitForTransactionReceipt(args),
    getCode,
  };
}

export interface DevChain {
  /** JSON-RPC URL, e.g. http://127.0.0.1:41747 */
  rpcUrl: string;
  /** 8453 */
  chainId: number;
  /** 'eip155:8453' */
  network: typeof DEV_NETWORK;
  /** The viem chain (id 8453, this rpcUrl, Multicall3 address). */
  chain: Chain;
  /** Test USDC address: {@link BASE_USDC_ADDRESS}. */
  usdcAddress: Address;
  /** The funded accounts (index, address, private key), by default the 10 well-known anvil accounts. */
  accounts: readonly DevAccount[];
  publicClient: PublicClient<HttpTransport, Chain>;
  /** Test USDC balance in base units. */
  balanceOf(address: Address): Promise<bigint>;
  /** Mints test USDC (base units) to `to`, waiting for the receipt. */
  mint(to: Address, amount: bigint): Promise<Hex>;
  /** A wallet client (with public actions) for a dev account, by index or private key. */
  walletClient(account: number | Hex): DevWalletClient;
  /**
   * The same account as a client for `@x402/evm`'s facilitator signer:
   * `toFacilitatorEvmSigner(chain.facilitatorClient(0))`. The account pays the settlement gas.
   */
  facilitatorClient(account: number | Hex): FacilitatorEvmClient;
  /** Stops anvil and waits for it to exit. Idempotent. */
  stop(): Promise<void>;
}

function makeWalletClient(chain: Chain, rpcUrl: string, privateKey: Hex): DevWalletClient {
  return createWalletClient({
    // The nonce manager lets one account send many settlements at once without nonce collisions.
    account: privateKeyToAccount(privateKey, { nonceManager }),
    chain,
    transport: http(rpcUrl, { retryCount: 1 }),
    pollingInterval: 50,
  }).extend(publicActions);
}

/** A viem chain definition for a dev chain served at `rpcUrl`. */
export function devChainDefinition(rpcUrl: string): Chain {
  return defineChain({
    id: DEV_CHAIN_ID,
    name: 'Base (local dev-chain)',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
    testnet: true,
  });
}

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await res.json()) as { result?: unknown; error?: { message?: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message ?? JSON.stringify(body.error)}`);
  return body.result;
}

async function waitForRpc(rpcUrl: string, deadline: number): Promise<void> {
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const id = await rpc(rpcUrl, 'eth_chainId', []);
      if (Number(id) !== DEV_CHAIN_ID) throw new Error(`anvil reports chain id ${String(id)}, expected ${DEV_CHAIN_ID}`);
      return;
    } catch (e) {
      lastError = e;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`anvil RPC at ${rpcUrl} did not answer: ${lastError instanceof Error ? lastError.message : String(lastError)}`);
}

/**
 * Starts anvil (chain id 8453, 127.0.0.1, a free port), installs test USDC at the Base USDC address
 * and Multicall3 at its canonical address, and mints test USDC to the first `accounts` anvil accounts.
 * Always call `stop()`; anvil is also killed when this process exits or dies.
 */
export async function startDevChain(options: DevChainOptions = {}): Promise<DevChain> {
  const count = options.accounts ?? 10;
  const fundAmount = options.fundAmount ?? DEFAULT_FUND_AMOUNT;
  const startTimeoutMs = options.startTimeoutMs ?? 30_000;
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`accounts must be a positive integer, got ${count}`);
  if (fundAmount < 0n) throw new RangeError('fundAmount must not be negative');

  const args = ['--chain-id', String(DEV_CHAIN_ID), '--host', '127.0.0.1', '--port', String(options.port ?? 0), '--accounts', String(count)];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));

  const deadline = Date.now() + startTimeoutMs;
  const anvil: AnvilProcess = await spawnAnvil({ binary: options.anvilPath, args, startTimeoutMs, verbose: options.verbose });
  try {
    const rpcUrl = `http://127.0.0.1:${anvil.port}`;
    await waitForRpc(rpcUrl, deadline);
    await rpc(rpcUrl, 'anvil_setCode', [BASE_USDC_ADDRESS, testUsdcDeployedBytecode]);
    await rpc(rpcUrl, 'anvil_setCode', [MULTICALL3_ADDRESS, multicall3DeployedBytecode]);

    const chain = devChainDefinition(rpcUrl);
    const publicClient = createPublicClient({ chain, transport: http(rpcUrl), pollingInterval: 50 });
    const accounts = Object.freeze(Array.from({ length: count }, (_, i) => deriveAccount(i)));
    const [minterAccount] = accounts;
    if (!minterAccount) throw new Error('no accounts');
    const minter = makeWalletClient(chain, rpcUrl, minterAccount.privateKey);

    const mint = async (to: Address, amount: bigint): Promise<Hex> => {
      const hash = await minter.writeContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'mint', args: [to, amount] });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`mint to ${to} reverted (${hash})`);
      return hash;
    };
    if (fundAmount > 0n) {
      for (const a of accounts) await mint(a.address, fundAmount);
    }

    const devChain: DevChain = {
      rpcUrl,
      chainId: DEV_CHAIN_ID,
      network: DEV_NETWORK,
      chain,
      usdcAddress: BASE_USDC_ADDRESS,
      accounts,
      publicClient,
      balanceOf: (address) => publicClient.readContract({ address: BASE_USDC_ADDRESS, abi: testUsdcAbi, functionName: 'balanceOf', args: [address] }),
      mint,
      walletClient(account) {
        const key = typeof account === 'number' ? (accounts[account] ?? deriveAccount(account)).privateKey : account;
        return makeWalletClient(chain, rpcUrl, key);
      },
      facilitatorClient(account) {
        return toFacilitatorEvmClient(devChain.walletClient(account));
      },
      stop: () => anvil.stop(),
    };
    return devChain;
  } catch (e) {
    await anvil.stop();
    throw e;
  }
}
