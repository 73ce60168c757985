import { defineRule, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

/** utm_ keys in the query of an app store link, which the store does not pass on. */
export const appStoreRule = defineRule<Context>()({
  name: 'app-store-links',
  codes: {
    UTM_ON_APP_STORE_LINK: {
      severity: 'warning',
      message: 'Link "{{id}}" opens {{store}}, which does not pass {{params}} on to the app.',
      description:
        'Google Play hands the app only its `referrer` parameter (put the UTM pairs, URL-encoded, inside it, as Google\'s Play URL builder does); the App Store passes no query parameter (use its campaign tokens). utm_ keys in the link\'s own query are lost.',
      example: '`https://play.google.com/store/apps/details?id=com.example&utm_source=mail`',
    },
  } as const satisfies CodeTable,
  check(ctx, findings) {
    for (const { id, pointer, appStore } of ctx.links) {
      if (!appStore) continue;
      findings.add('UTM_ON_APP_STORE_LINK', { subject: id, pointer, details: { id, store: appStore.store, params: appStore.utmKeys.join(', ') } });
    }
  },
});
