import { canonicalize } from '@evidence-check/core-receipt';
import type { DeliveryView } from './delivery.js';

/** A later delivery with an earlier one's idempotency key: the original's position and whether the payloads agree. */
export interface Repeat {
  original: number;
  samePayload: boolean;
}

/**
 * Per delivery, its repeat of an earlier key or null. The first delivery with a key is the
 * original (as an idempotency store keeps it); payloads compare as canonical JSON (RFC 8785).
 */
export function findRepeats(deliveries: readonly DeliveryView[]): Array<Repeat | null> {
  const originals = new Map<string, { index: number; payload: string }>();
  return deliveries.map(({ index, key, delivery }) => {
    if (key === null) return null;
    const payload = canonicalize(delivery.payload);
    const original = originals.get(key);
    if (!original) {
      originals.set(key, { index, payload });
      return null;
    }
    return { original: original.index, samePayload: payload === original.payload };
  });
}
