import { mergeCodes } from '@evidence-check/core-receipt';
import { alignmentRule } from './rules/alignment.js';
import { bodyUnsubscribeLinkRule } from './rules/body-unsubscribe-link.js';
import { dkimRule } from './rules/dkim.js';
import { duplicatesRule } from './rules/duplicates.js';
import { listIdRule } from './rules/list-id.js';
import { listUnsubscribeRule } from './rules/list-unsubscribe.js';
import { messageTypeRule } from './rules/message-type.js';
import { oneClickPostRule } from './rules/one-click-post.js';
import { sharedFromRule } from './rules/shared-from.js';
import { transactionalRule } from './rules/transactional.js';

/** The rules, in the order they run; every code belongs to exactly one of them. The transactional rule runs last: it reports what the others set aside. */
export const rules = [
  messageTypeRule,
  listUnsubscribeRule,
  oneClickPostRule,
  duplicatesRule,
  dkimRule,
  alignmentRule,
  listIdRule,
  bodyUnsubscribeLinkRule,
  sharedFromRule,
  transactionalRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
