/** The members the interface names on each item; any other member is carried into the report as `extra`. */
export const CONTRACT_KEYS = new Set(['id', 'expected_status', 'expected_content_type', 'required_fields', 'forbidden_fields', 'field_types', 'stable_values', 'allowed_values', 'required_headers']);
export const RESPONSE_KEYS = new Set(['id', 'contract_id', 'status', 'content_type', 'body', 'headers']);
