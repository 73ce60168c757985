// The inner payload of the `exact` scheme on EVM networks, as @x402/evm's types declare it
// (ExactEIP3009Payload | ExactPermit2Payload), checked before any facilitator sees it: the SDK's
// facilitator reads these fields without checking them (BigInt of a non-number, a property of a
// missing object), so a malformed one would otherwise surface as an exception, not as a verdict.
import { z } from '@x402/core/schemas';

const hex = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'a 0x-prefixed hex string of whole bytes');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed 20-byte address');
/** A uint256 in decimal: at most 78 digits. */
const uint = z.string().regex(/^[0-9]{1,78}$/, 'a non-negative integer in decimal digits');

const eip3009 = z.object({
  signature: hex.optional(),
  authorization: z.object({
    from: address,
    to: address,
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte nonce'),
  }),
});

const permit2 = z.object({
  signature: hex,
  permit2Authorization: z.object({
    from: address,
    permitted: z.object({ token: address, amount: uint }),
    spender: address,
    nonce: uint,
    deadline: uint,
    witness: z.object({ to: address, validAfter: uint }),
  }),
});

/** Why an exact-scheme EVM payload is malformed (`where: what`), or null when its shape is right. */
export function exactEvmPayloadProblem(payload: unknown): string | null {
  const isPermit2 = typeof payload === 'object' && payload !== null && 'permit2Authorization' in payload;
  const parsed = (isPermit2 ? permit2 : eip3009).safeParse(payload);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `payload.${issue && issue.path.length > 0 ? issue.path.join('.') : '(root)'}: ${issue?.message ?? 'invalid'}`;
}
