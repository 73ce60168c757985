import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { deniesAll } from '../lib/spf.js';

const at = (index: number) => jsonPointer('records', 'mx', index);

export const mxRule = defineRule<Context>()({
  name: 'mx',
  codes: {
    MX_NONE: {
      severity: 'notice',
      message: 'No MX record was given: mail to the domain goes to the address of the domain itself.',
      description: 'Without MX records SMTP falls back to the A/AAAA records of the domain (RFC 5321 §5.1); publish MX records or a null MX (RFC 7505).',
      example: '`mx: []`',
    },
    MX_MALFORMED: {
      severity: 'error',
      message: 'MX record "{{record}}" {{problem}}.',
      description: 'An MX record is a preference from 0 to 65535 and a host name (RFC 1035 §3.3.9); the null MX is exactly `0 .` (RFC 7505 §3).',
      example: '`mx1.example.com`, `10 192.0.2.25`, `70000 mx.example.com.`',
    },
    MX_NULL_MX: {
      severity: 'notice',
      message: 'The domain publishes a null MX: it accepts no mail.',
      description: 'The MX record `0 .` announces that the domain accepts no mail (RFC 7505 §3); senders fail mail to it at once.',
      example: '`0 .`',
    },
    MX_NULL_MIXED: {
      severity: 'error',
      message: 'MX record "{{record}}" is one of {{count}} MX records published together with a null MX; a null MX must stand alone.',
      description: 'A domain that advertises a null MX MUST NOT advertise any other MX record (RFC 7505 §3); senders cannot tell whether it accepts mail.',
      example: '`0 .` and `10 mx1.example.com.`',
    },
    MX_NULL_SPF_NOT_DENY_ALL: {
      severity: 'warning',
      message: 'The domain accepts no mail (null MX) but its SPF record is {{spf}}, not "v=spf1 -all".',
      description: 'A domain that neither receives nor sends mail says so to receivers with an SPF record of `v=spf1 -all`, which authorizes no host (RFC 7505 §3 with RFC 7208 §5.1).',
      example: '`0 .` with `v=spf1 mx ~all`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    if (ctx.mx.length === 0) {
      findings.add('MX_NONE', { pointer: jsonPointer('records', 'mx') });
      return;
    }
    for (const entry of ctx.mx) {
      if (entry.problem) findings.add('MX_MALFORMED', { pointer: at(entry.index), details: { record: entry.text, problem: entry.problem } });
    }
    const nulls = ctx.mx.filter((entry) => entry.isNull);
    if (nulls.length === 0) return;
    if (nulls.length < ctx.mx.length) {
      findings.addGroup(
        'MX_NULL_MIXED',
        'mx',
        ctx.mx.map((entry) => ({ pointer: at(entry.index), details: { record: entry.text, count: ctx.mx.length, nullMx: entry.isNull } })),
      );
      return;
    }
    const first = nulls[0]!;
    findings.add('MX_NULL_MX', { pointer: at(first.index) });
    if (!(ctx.spfRecords.length === 1 && deniesAll(ctx.spfRecords[0]!.terms))) {
      const spf = ctx.spfRecords.length === 0 ? 'missing' : ctx.spfRecords.length > 1 ? `${ctx.spfRecords.length} records` : `"${ctx.spfRecords[0]!.text}"`;
      findings.add('MX_NULL_SPF_NOT_DENY_ALL', { pointer: at(first.index), details: { spf } });
    }
  },
});
