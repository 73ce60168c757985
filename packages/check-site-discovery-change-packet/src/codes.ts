import { mergeCodes } from '@evidence-check/core-receipt';
import { canonicalRule } from './rules/canonical.js';
import { captureOrderRule } from './rules/capture-order.js';
import { pageContentRule } from './rules/page-content.js';
import { pageUrlRule } from './rules/page-url.js';
import { robotsPathsRule } from './rules/robots-paths.js';
import { robotsSiteRule } from './rules/robots-site.js';
import { robotsSyntaxRule } from './rules/robots-syntax.js';
import { sitemapDirectivesRule } from './rules/sitemap-directives.js';
import { sitemapUrlsRule } from './rules/sitemap-urls.js';

/** The rules, in the order they run; every code belongs to exactly one of them. */
export const rules = [
  captureOrderRule,
  pageUrlRule,
  robotsSyntaxRule,
  robotsSiteRule,
  robotsPathsRule,
  sitemapDirectivesRule,
  sitemapUrlsRule,
  canonicalRule,
  pageContentRule,
] as const;

/** Every finding this check can emit; the README's findings table is generated from it. */
export const codes = mergeCodes(rules);

export type Code = keyof typeof codes;
