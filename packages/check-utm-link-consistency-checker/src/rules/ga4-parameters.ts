import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** `utm_*` keys GA4 does not collect (a typo, another tool's name, a miscased key): one finding per link. */
export const ga4ParametersRule = defineRule<Context>()({
  name: 'ga4-parameters',
  codes: {
    UTM_UNKNOWN_PARAMETER: {
      severity: 'warning',
      message: 'Link "{{id}}" carries {{params}}, which GA4 does not collect as campaign data.',
      description:
        'A utm_ key is none of the parameters GA4 reads (utm_source, utm_medium, utm_campaign, utm_id, utm_term, utm_content, utm_source_platform, utm_creative_format, utm_marketing_tactic; names are case-sensitive) and the policy does not name it; its value is lost. The likely meant name is given.',
      example: '`utm_campain=spring`, `UTM_Content=a`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, unknownUtm } of ctx.links) {
      if (!unknownUtm) continue;
      findings.add('UTM_UNKNOWN_PARAMETER', {
        subject: id,
        pointer,
        details: { id, params: unknownUtm.shown.map((u) => u.param).join(', '), count: unknownUtm.count, unknown: unknownUtm.shown },
      });
    }
  },
});
