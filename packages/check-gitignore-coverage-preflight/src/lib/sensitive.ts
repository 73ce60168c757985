/** Sensitive-path rules come from the shared rule set, so every check agrees on what a secret looks like. */
export { secretPathRule as sensitiveRule, SECRET_PATH_RULES as SENSITIVE_RULES } from '@evidence-check/secret-paths';
export type { SecretPathRule as SensitiveRule } from '@evidence-check/secret-paths';
