/** The members the interface names on a policy; any other member is carried into the report as `extra`. */
export const POLICY_KEYS = new Set(['id', 'baseline', 'current']);
