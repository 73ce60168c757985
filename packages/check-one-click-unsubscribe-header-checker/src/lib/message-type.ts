/**
 * The caller's `message_type`, read as a word without regard to case or surrounding blanks.
 * Bulk values are the mail the bulk-sender rules of the large mailbox providers call marketing
 * or subscribed mail; transactional values are mail a recipient cannot unsubscribe from.
 * Anything else, and any value that is not a string, is unrecognised and checked as bulk.
 */
export type MessageClass = 'bulk' | 'transactional' | 'unrecognised';

export const BULK_TYPES = ['marketing', 'bulk', 'promotional', 'promotion', 'newsletter', 'commercial', 'campaign', 'subscription', 'digest'] as const;
export const TRANSACTIONAL_TYPES = ['transactional', 'transaction', 'service', 'operational', 'notification', 'receipt', 'account', 'security'] as const;

export function classify(messageType: unknown): MessageClass {
  if (typeof messageType !== 'string') return 'unrecognised';
  const word = messageType.trim().toLowerCase();
  if ((BULK_TYPES as readonly string[]).includes(word)) return 'bulk';
  if ((TRANSACTIONAL_TYPES as readonly string[]).includes(word)) return 'transactional';
  return 'unrecognised';
}
