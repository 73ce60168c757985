/** The members the interface names on each item; any other member is carried into the report as `extra`. */
export const CONTRACT_KEYS = new Set(['event', 'allowed_versions', 'required_fields', 'signature_required', 'idempotency_required', 'max_age_seconds']);
export const DELIVERY_KEYS = new Set(['id', 'event', 'payload', 'version', 'signature_present', 'idempotency_key', 'event_created_at']);
