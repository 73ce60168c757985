import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';
import { OBSOLETE_TAGS, readPolicy, uriProblem } from '../lib/dmarc.js';
import { tagValue } from '../lib/tags.js';

const at = (index: number) => jsonPointer('records', 'dmarc', index);

const codes = {
  DMARC_OBSOLETE_TAG: {
    severity: 'notice',
    message: 'Tag "{{tag}}" was removed by RFC 9989: receivers that implement it ignore the tag, RFC 7489 receivers still apply it.',
    description: 'RFC 9989 (DMARCbis) removed pct, rf and ri from RFC 7489 §6.3: pct gave way to t, failure-report format and interval are no longer requested in the record. The record stays valid under both; the tag only works for RFC 7489 receivers.',
    example: '`p=quarantine; pct=50`, `rf=afrf`, `ri=86400`',
  },
  DMARC_REPORT_SIZE_LIMIT: {
    severity: 'notice',
    message: 'Report address "{{uri}}" in {{tag}} carries the size limit "!{{size}}", which RFC 9989 removed: its receivers ignore it, RFC 7489 receivers may cut reports to it.',
    description: 'RFC 7489 §6.2 let a report URI end in !size; RFC 9989 dropped the suffix and reporters ignore it, while RFC 7489 receivers may still omit reports larger than the limit, so reports can go missing.',
    example: '`rua=mailto:d@example.com!10m`',
  },
  DMARC_TESTING_MODE: {
    severity: 'warning',
    message: 't=y: the domain owner is testing p={{policy}} and asks receivers not to apply it as stated (as pct=0 did, which applied {{applied}}).',
    description: 'With t=y (RFC 9989) the domain owner asks receivers not to apply the policy as stated; it takes the place of pct=0, under which RFC 7489 receivers applied the next policy down, quarantine for reject and none for quarantine (RFC 7489 §6.6.4). Remove t=y once reports are clean.',
    example: '`v=DMARC1; p=reject; t=y`',
  },
} as const satisfies CodeTable;

/** What RFC 9989 changed: tags and the report size limit it removed, and the testing flag t it added. */
export const dmarcBisRule = defineRule<Context>()({
  name: 'dmarc-bis',
  codes,
  check(ctx, findings) {
    for (const entry of ctx.dmarcRecords) {
      const pointer = at(entry.index);
      for (const tag of entry.tags.tags) {
        if (OBSOLETE_TAGS.has(tag.name)) findings.add('DMARC_OBSOLETE_TAG', { pointer, details: { tag: tag.name, value: tag.value } });
      }
      for (const tag of entry.tags.tags) {
        if (tag.name !== 'rua' && tag.name !== 'ruf') continue;
        for (const uri of tag.value.split(',').map((part) => part.trim())) {
          const bang = uri.indexOf('!');
          // A malformed URI (a bad size among others) is DMARC_URI_MALFORMED already.
          if (bang > 0 && uriProblem(uri) === null) findings.add('DMARC_REPORT_SIZE_LIMIT', { pointer, details: { tag: tag.name, uri, size: uri.slice(bang + 1) } });
        }
      }
      const testing = tagValue(entry.tags, 't');
      const policy = readPolicy(tagValue(entry.tags, 'p') ?? '');
      if (testing?.toLowerCase() === 'y' && (policy === 'reject' || policy === 'quarantine')) {
        findings.add('DMARC_TESTING_MODE', { pointer, details: { policy, applied: policy === 'reject' ? 'quarantine' : 'none' } });
      }
    }
  },
});
