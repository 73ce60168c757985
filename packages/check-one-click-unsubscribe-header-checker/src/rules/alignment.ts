import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/**
 * DMARC identifier alignment of the author domain (RFC 7489 §3.1; RFC 9989 §3.2.10, its
 * successor): Gmail (support.google.com/a/answer/81126) requires of bulk senders that "the
 * domain in the sender's From: header must be aligned with either the SPF domain or the DKIM
 * domain"; Yahoo and Outlook.com ask the same. The DKIM domain is the d= of a DKIM-Signature;
 * the SPF domain is read from Return-Path, which carries the envelope sender after delivery.
 * Modes come from the open keys `dmarc_adkim` / `dmarc_aspf` (relaxed by default). Transactional
 * mail is outside this check's scope, as for the unsubscribe rules.
 */
export const alignmentRule = defineRule<Context>()({
  name: 'alignment',
  codes: {
    FROM_ADDRESS_UNREADABLE: {
      severity: 'warning',
      message: 'The author domain cannot be read ({{problem}}), so DMARC alignment is not checked.',
      description:
        'RFC 5322 §3.6 requires exactly one From field; DMARC aligns its single domain (RFC 7489 §6.6.1). With none, several, or an address without a domain name, alignment is unknown.',
      example: 'headers without `From`, or `From: a@one.example, b@two.example`',
    },
    ALIGNMENT_MODE_UNRECOGNISED: {
      severity: 'warning',
      message: '{{key}} is {{value}}, neither "r"/"relaxed" nor "s"/"strict"; relaxed alignment is assumed.',
      description: 'The open keys dmarc_adkim and dmarc_aspf carry the From domain\'s DMARC alignment modes (RFC 7489 §6.3 adkim and aspf, kept by RFC 9989).',
      example: '`"dmarc_adkim": "x"`',
    },
    DMARC_ALIGNMENT_MISSING: {
      severity: 'error',
      message: 'Neither a DKIM d= ({{dkimDomains}}; {{adkim}}) nor the Return-Path domain ({{returnPathDomain}}; {{aspf}}) aligns with the From domain {{fromDomain}}: DMARC fails.',
      description:
        'Bulk senders must align the From domain with the SPF or the DKIM domain so that DMARC passes (Gmail and Yahoo sender requirements; Outlook.com high-volume sender requirements; RFC 7489 §3.1, RFC 9989 §3.2.10). Relaxed mode compares organizational domains by the Public Suffix List.',
      example: '`From: news@brand.example`, `d=esp.example`, `Return-Path: <bounce@esp.example>`',
    },
    DKIM_NOT_ALIGNED: {
      severity: 'warning',
      message: 'DKIM d={{domain}} does not align with the From domain {{fromDomain}} ({{mode}}); DMARC then rests on SPF alone ({{spf}}).',
      description:
        'No DKIM-Signature has a d= aligned with the From domain. DMARC can still pass through SPF, which does not survive forwarding; Outlook.com asks for both to align, and the one-click signature then vouches for another domain than the author\'s.',
      example: '`From: news@brand.example` signed only `d=esp.example`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const view of ctx.messages) {
      if (view.messageClass === 'transactional') continue;
      const { alignment } = view;
      for (const { key, value } of alignment.badModes) {
        findings.add('ALIGNMENT_MODE_UNRECOGNISED', { subject: view.subject, pointer: jsonPointer('messages', view.index, key), details: { key, value } });
      }
      if (alignment.fromDomain === null) {
        findings.add('FROM_ADDRESS_UNREADABLE', { subject: view.subject, pointer: alignment.pointer, details: { problem: alignment.problem ?? '' } });
        continue;
      }
      if (alignment.dkimAligned) continue;
      const signed = view.dkim.filter((field) => field.domain !== null);
      if (alignment.returnPathPresent && !alignment.spfAligned) {
        findings.add('DMARC_ALIGNMENT_MISSING', {
          subject: view.subject,
          pointer: alignment.pointer,
          details: {
            fromDomain: alignment.fromDomain,
            dkimDomains: [...new Set(signed.map((field) => field.domain as string))].sort().join(', ') || 'none',
            returnPathDomain: alignment.returnPathDomain ?? 'none',
            adkim: alignment.adkim,
            aspf: alignment.aspf,
          },
        });
        continue;
      }
      for (const field of signed) {
        findings.add('DKIM_NOT_ALIGNED', {
          subject: view.subject,
          pointer: field.pointer,
          details: {
            domain: field.domain as string,
            fromDomain: alignment.fromDomain,
            mode: alignment.adkim,
            spf: alignment.spfAligned ? `Return-Path ${alignment.returnPathDomain as string} aligns` : 'no Return-Path to show it',
          },
        });
      }
    }
  },
});
