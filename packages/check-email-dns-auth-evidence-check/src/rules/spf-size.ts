import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

const at = (index: number) => jsonPointer('records', 'spf', index);

/** A DNS character-string holds at most 255 octets (RFC 1035 §3.3). */
const STRING_LIMIT = 255;
/** RFC 7208 §3.4: name plus TXT texts under 450 octets keep the answer within 512 (UDP). */
const ANSWER_BUDGET = 450;
const UDP_LIMIT = 512;

const codes = {
  SPF_TXT_STRING_TOO_LONG: {
    severity: 'warning',
    message: 'String {{string}} of the record holds {{octets}} octets; one DNS string holds at most 255.',
    description: 'A TXT record is a list of character-strings of at most 255 octets each (RFC 1035 §3.3, RFC 7208 §3.3); a longer one cannot be published as written: split it into several quoted strings, which receivers join without spaces.',
    example: '`"v=spf1 ip4:… (300 characters) -all"` as one quoted string',
  },
  SPF_TXT_STRINGS_UNKNOWN: {
    severity: 'notice',
    message: 'The record is {{octets}} octets long and was given unquoted: it must be published as several strings of at most 255 octets, which this text cannot show.',
    description: 'A record over 255 octets must be split into several character-strings (RFC 7208 §3.3); given joined, as resolvers print it without quotes, the split cannot be checked. Give the record in quoted form (`"…" "…"`) to check each string.',
    example: 'a 300-character `v=spf1 …` record without quotes',
  },
  SPF_DNS_ANSWER_TOO_LARGE: {
    severity: 'warning',
    message: 'The domain name and its TXT records add up to {{octets}} octets, over the 450 that RFC 7208 §3.4 advises so that the answer fits the 512 of UDP.',
    description: 'The published SPF record SHOULD fit, with the DNS name and the text of all TXT records of the domain, in under 450 octets so that the answer fits in 512 octets over UDP (RFC 7208 §3.4); larger answers fall back to TCP or are dropped by some resolvers, giving temperror.',
    example: 'an SPF record of 480 characters',
  },
} as const satisfies CodeTable;

/** The DNS size limits an SPF record must fit (RFC 7208 §3.3, §3.4). */
export const spfSizeRule = defineRule<Context>()({
  name: 'spf-size',
  codes,
  check(ctx, findings) {
    for (const entry of ctx.spfRecords) {
      const pointer = at(entry.index);
      if (entry.stringOctets) {
        entry.stringOctets.forEach((size, i) => {
          if (size > STRING_LIMIT) findings.add('SPF_TXT_STRING_TOO_LONG', { pointer, details: { string: i + 1, octets: size } });
        });
      } else if (entry.octets > STRING_LIMIT) {
        findings.add('SPF_TXT_STRINGS_UNKNOWN', { pointer, details: { octets: entry.octets } });
      }
      if (ctx.txtAnswerOctets > ANSWER_BUDGET) {
        findings.add('SPF_DNS_ANSWER_TOO_LARGE', {
          pointer,
          details: { octets: ctx.txtAnswerOctets, recordOctets: entry.octets, overUdp: ctx.txtAnswerOctets > UDP_LIMIT },
        });
      }
    }
  },
});
