import type { CodeTable } from '@evidence-check/core-receipt';

/** Every finding this check can emit; the README documents each one. */
export const codes = {
  POLICY_ALLOWED_VALUES_INVALID: {
    severity: 'error',
    message: 'policy.allowed_values for "{{param}}" is not a string or an array of strings; it was not applied.',
    description: 'An allowed_values entry cannot be read as a list of allowed strings, so that parameter is not checked against it.',
    example: '`{ "utm_medium": 5 }`',
  },
  DUPLICATE_ID: {
    severity: 'error',
    message: 'Link id "{{id}}" is used by {{count}} links; ids must be unique.',
    description: 'Several links share one id, so results and reports cannot tell them apart; every link with the id is flagged.',
    example: '`hero`, `hero`',
  },
  URL_INVALID: {
    severity: 'error',
    message: 'URL of link "{{id}}" is not a valid absolute URL.',
    description: 'The WHATWG URL parser rejects the URL (relative, malformed host, bad port…).',
    example: '`shop.example.com/sale`',
  },
  URL_NOT_HTTP: {
    severity: 'error',
    message: 'URL of link "{{id}}" uses the "{{scheme}}" scheme, not http or https.',
    description: 'Only http and https links carry campaign parameters to a web analytics tool.',
    example: '`mailto:…`, `javascript:…`',
  },
  UTM_MISSING: {
    severity: 'error',
    message: 'Link "{{id}}" lacks {{params}}.',
    description: 'One or more required parameters are absent or blank in the query (a differently cased key does not count).',
    example: 'no `utm_campaign`',
  },
  UTM_PARAM_REPEATED: {
    severity: 'warning',
    message: 'Link "{{id}}" sets {{param}} {{count}} times.',
    description: 'A tracked parameter appears more than once in one query; tools disagree on which value wins.',
    example: '`utm_source=a&utm_source=b`',
  },
  UTM_VALUE_NOT_ALLOWED: {
    severity: 'error',
    message: 'Link "{{id}}" has {{param}}={{value}}, which the policy does not allow.',
    description: 'A parameter value is not in policy.allowed_values for that parameter (compared exactly).',
    example: '`utm_medium=paid-social`',
  },
  UTM_CASE_DRIFT: {
    severity: 'warning',
    message: 'Link "{{id}}" spells {{param}} "{{value}}", one of {{spellingCount}} spellings across links (most used: "{{canonical}}").',
    description:
      'The same value is spelled with different letter case across links; analytics tools count them as separate values. Every link of the drift group is flagged.',
    example: '`Newsletter` vs `newsletter`',
  },
  UTM_WHITESPACE: {
    severity: 'warning',
    message: 'Link "{{id}}" has whitespace drift in {{param}} ({{issue}}).',
    description: 'A decoded tracked value has leading or trailing, repeated, or non-space whitespace (tabs, newlines, no-break spaces).',
    example: '`spring_sale%20`',
  },
  UTM_ENCODING_SUSPECT: {
    severity: 'warning',
    message: 'Link "{{id}}" has an encoding problem in {{param}} ({{issue}}).',
    description: 'A tracked value still holds %XX after decoding (double-encoded) or holds undecodable percent-escapes.',
    example: '`spring%2520sale`, `caf%E9`',
  },
  DUPLICATE_LINK: {
    severity: 'warning',
    message: 'Link "{{id}}" is the same URL as {{otherIds}}.',
    description:
      'Links with different ids carry the same normalized URL (same host, path and parameters in any order, fragment ignored); every link of the set is flagged.',
    example: 'same URL, parameters reordered',
  },
  UTM_IN_FRAGMENT: {
    severity: 'warning',
    message: 'Link "{{id}}" has UTM parameters in its fragment: {{params}}.',
    description: 'UTM parameters after # are not sent to the server and are ignored by standard campaign tracking.',
    example: '`/app#utm_source=app`',
  },
  POSSIBLE_PII: {
    severity: 'warning',
    message: 'Link "{{id}}" may carry personal data in query parameter {{param}} ({{reasons}}; heuristic).',
    description: 'Heuristic: a query value looks like an e-mail address or phone number, or its key is email, name, phone or similar.',
    example: '`email=jane%40example.com`',
  },
} as const satisfies CodeTable;

export type Code = keyof typeof codes;
