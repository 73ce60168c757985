// Reading the members of an event the interface leaves untyped, and pointing at them.
import { jsonPointer } from '@evidence-check/core-receipt';
import { parseInstant, SCHEMA_DATE_TIME, type Instant } from '@evidence-check/instant';

export const ATTRIBUTIONS = ['none', 'inferred', 'direct', 'verified'] as const;
export type Attribution = (typeof ATTRIBUTIONS)[number];

export type MemberProblem = { member: string; expected: string };

/** One event as read: its usable members, and what is wrong with the others. */
export interface ReadEvent {
  readonly index: number;
  /** The caller's id when it is a string, else null. */
  readonly id: string | null;
  readonly problems: MemberProblem[];
  readonly type: string;
  readonly occurred: Instant | null;
  readonly owner: boolean;
  readonly attribution: string;
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** What the interface leaves untyped in an event, checked member by member. */
export function readEvent(event: Record<string, unknown>, index: number): ReadEvent {
  const problems: MemberProblem[] = [];
  const { id, type, occurred_at, evidence_ref, external_actor, owner_controlled, attribution } = event;
  if (!nonEmptyString(id)) problems.push({ member: 'id', expected: 'a non-empty string' });
  if (!nonEmptyString(type)) problems.push({ member: 'type', expected: 'a non-empty string (an event type such as attributable-click)' });
  const occurred = parseInstant(occurred_at, SCHEMA_DATE_TIME);
  if (!occurred) problems.push({ member: 'occurred_at', expected: 'an RFC 3339 date-time with a UTC offset' });
  if (!nonEmptyString(evidence_ref)) problems.push({ member: 'evidence_ref', expected: 'a non-empty string' });
  if (typeof external_actor !== 'boolean') problems.push({ member: 'external_actor', expected: 'true or false' });
  if (typeof owner_controlled !== 'boolean') problems.push({ member: 'owner_controlled', expected: 'true or false' });
  if (typeof attribution !== 'string' || !(ATTRIBUTIONS as readonly string[]).includes(attribution)) {
    problems.push({ member: 'attribution', expected: 'one of none, inferred, direct, verified' });
  }
  return {
    index,
    id: typeof id === 'string' ? id : null,
    problems,
    type: typeof type === 'string' ? type : '',
    occurred,
    owner: owner_controlled === true || external_actor === false,
    attribution: typeof attribution === 'string' ? attribution : '',
  };
}

/** `/events/<index>[/<member>…]`; members are this check's own names, escaped only when they need it. */
export const eventPointer = (index: number, ...rest: string[]): string => {
  let pointer = `/events/${index}`;
  for (const member of rest) pointer += member.includes('~') || member.includes('/') ? jsonPointer(member) : `/${member}`;
  return pointer;
};
