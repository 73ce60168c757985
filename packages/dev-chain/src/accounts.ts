import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';

export { ANVIL_ACCOUNTS, DEFAULT_MNEMONIC, type DevAccount } from './well-known.js';
import { ANVIL_ACCOUNTS, DEFAULT_MNEMONIC, type DevAccount } from './well-known.js';

/** The `index`-th account of a mnemonic (the well-known table for the default mnemonic's first 10). */
export function deriveAccount(index: number, mnemonic: string = DEFAULT_MNEMONIC): DevAccount {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`account index must be a non-negative integer, got ${index}`);
  const known = mnemonic === DEFAULT_MNEMONIC ? ANVIL_ACCOUNTS[index] : undefined;
  if (known) return known;
  const hd = mnemonicToAccount(mnemonic, { addressIndex: index });
  const key = hd.getHdKey().privateKey;
  if (!key) throw new Error(`could not derive a private key for account ${index}`);
  return { index, address: hd.address, privateKey: bytesToHex(key) };
}
