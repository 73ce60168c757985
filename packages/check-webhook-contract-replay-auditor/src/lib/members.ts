/**
 * The members this check reads on each item: the interface's, and the open keys documented in the
 * README (`timestamp_tolerance_seconds`, `webhook_timestamp`); any other member is carried into the
 * report as `extra`.
 */
export const CONTRACT_KEYS = new Set(['event', 'allowed_versions', 'required_fields', 'signature_required', 'idempotency_required', 'max_age_seconds', 'timestamp_tolerance_seconds']);
export const DELIVERY_KEYS = new Set(['id', 'event', 'payload', 'version', 'signature_present', 'idempotency_key', 'event_created_at', 'webhook_timestamp']);
