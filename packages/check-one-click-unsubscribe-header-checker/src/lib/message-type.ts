/**
 * The caller's `message_type`, read as a word without regard to case or surrounding blanks.
 * Bulk values are the mail the bulk-sender rules of the large mailbox providers call marketing
 * or subscribed mail; transactional values are mail a recipient cannot unsubscribe from.
 * Ambiguous values name mail the providers count either way: Gmail's email subscription
 * guidelines (support.google.com/a/answer/15263077) call "some types of notification messages"
 * subscription messages, while password resets, receipts and one-time passwords are not; such
 * mail is checked as bulk mail. Anything else, and any value that is not a string, is
 * unrecognised and checked as bulk mail too.
 */
export type MessageClass = 'bulk' | 'transactional' | 'ambiguous' | 'unrecognised';

export const BULK_TYPES = ['marketing', 'bulk', 'promotional', 'promotion', 'newsletter', 'commercial', 'campaign', 'subscription', 'digest'] as const;
export const TRANSACTIONAL_TYPES = ['transactional', 'transaction', 'service', 'operational', 'receipt', 'account', 'security', 'password-reset', 'otp'] as const;
export const AMBIGUOUS_TYPES = ['notification', 'notifications', 'alert', 'alerts'] as const;

export function classify(messageType: unknown): MessageClass {
  if (typeof messageType !== 'string') return 'unrecognised';
  const word = messageType.trim().toLowerCase();
  if ((BULK_TYPES as readonly string[]).includes(word)) return 'bulk';
  if ((TRANSACTIONAL_TYPES as readonly string[]).includes(word)) return 'transactional';
  if ((AMBIGUOUS_TYPES as readonly string[]).includes(word)) return 'ambiguous';
  return 'unrecognised';
}
