import type { PeerComparison } from '@evidence-check/core-receipt';

const OASDIFF = 'oasdiff breaking-changes checker';
const SCHEMATHESIS = 'Schemathesis response checks';
const JSON_SCHEMA = 'JSON Schema 2020-12 Validation (type, enum, const)';

/** The strongest peers of this product and how each of their rules maps to our codes. */
export const comparison = {
  peers: [
    { name: OASDIFF, url: 'https://github.com/oasdiff/oasdiff/blob/main/docs/BREAKING-CHANGES.md' },
    { name: SCHEMATHESIS, url: 'https://schemathesis.readthedocs.io/en/stable/reference/checks/' },
    { name: JSON_SCHEMA, url: 'https://json-schema.org/draft/2020-12/json-schema-validation', oracle: 'Ajv (test/oracle.test.ts): type names, type lists and enum' },
  ],
  rules: [
    { peer: OASDIFF, rule: 'response-success-status-removed', ours: 'STATUS_MISMATCH', note: 'a recorded status outside the contract\'s statuses or classes (`2XX`)' },
    { peer: OASDIFF, rule: 'response-media-type-removed', ours: 'CONTENT_TYPE_MISMATCH' },
    { peer: OASDIFF, rule: 'response-required-property-removed', ours: 'REQUIRED_FIELD_MISSING' },
    { peer: OASDIFF, rule: 'response-property-type-changed / response-body-type-changed', ours: 'FIELD_TYPE_MISMATCH' },
    {
      peer: OASDIFF,
      rule: 'response-property-became-nullable / response-body-became-nullable',
      ours: 'FIELD_TYPE_MISMATCH',
      note: 'a null where the contract\'s type (or type list) does not name `null`; `["string", "null"]` declares a nullable field',
    },
    {
      peer: OASDIFF,
      rule: 'response-property-enum-value-added (WARN)',
      ours: 'FIELD_VALUE_NOT_ALLOWED',
      note: 'a warning, as oasdiff rates it: a value outside the contract\'s `allowed_values` (open key) for the path',
    },
    { peer: OASDIFF, rule: 'response-property-const-changed', ours: 'STABLE_VALUE_MISMATCH' },
    {
      peer: OASDIFF,
      rule: 'required-response-header-removed',
      ours: 'REQUIRED_HEADER_MISSING',
      note: 'contract `required_headers` against the response\'s recorded `headers` (both open keys)',
    },
    {
      peer: OASDIFF,
      rule: 'optional-response-header-removed',
      ours: null,
      note: 'an optional header may be absent from any one recorded response: no recording can show it was removed',
    },
    {
      peer: OASDIFF,
      rule: 'response-optional-property-removed',
      ours: null,
      note: 'an optional field may be absent from any one recorded response; list it in `required_fields` to require it',
    },
    {
      peer: OASDIFF,
      rule: 'response-property-max-length-increased, -min-decreased, -max-increased, -pattern-changed',
      ours: null,
      note: 'the contract states no length, range or pattern constraints (the interface names none); out of scope',
    },
    { peer: SCHEMATHESIS, rule: 'status_code_conformance', ours: 'STATUS_MISMATCH' },
    {
      peer: SCHEMATHESIS,
      rule: 'content_type_conformance (undocumented or malformed Content-Type)',
      ours: ['CONTENT_TYPE_MISMATCH', 'RESPONSE_FIELD_INVALID'],
    },
    {
      peer: SCHEMATHESIS,
      rule: 'response_schema_conformance',
      ours: ['REQUIRED_FIELD_MISSING', 'FORBIDDEN_FIELD_PRESENT', 'FIELD_TYPE_MISMATCH', 'FIELD_VALUE_NOT_ALLOWED', 'STABLE_VALUE_MISMATCH'],
      note: 'the contract\'s keys stand for the schema keywords required, not, type, enum and const; other keywords are out of scope',
    },
    {
      peer: SCHEMATHESIS,
      rule: 'response_headers_conformance (missing required headers)',
      ours: 'REQUIRED_HEADER_MISSING',
      note: 'presence only: header values are not validated against a schema',
    },
    { peer: SCHEMATHESIS, rule: 'not_a_server_error', ours: 'STATUS_MISMATCH', note: 'only when the contract does not expect the 5xx status' },
    {
      peer: SCHEMATHESIS,
      rule: 'negative_data_rejection, positive_data_acceptance, use_after_free, ensure_resource_availability, ignored_auth',
      ours: null,
      note: 'these need requests sent to a live API; this product reads recorded responses only',
    },
    { peer: SCHEMATHESIS, rule: 'max_response_time', ours: null, note: 'no timing is recorded in the interface\'s response shape' },
    { peer: JSON_SCHEMA, rule: '§6.1.1 type (a string or an array of unique type names)', ours: 'FIELD_TYPE_MISMATCH' },
    { peer: JSON_SCHEMA, rule: '§6.1.2 enum', ours: 'FIELD_VALUE_NOT_ALLOWED' },
    { peer: JSON_SCHEMA, rule: '§6.1.3 const', ours: 'STABLE_VALUE_MISMATCH' },
    { peer: JSON_SCHEMA, rule: '§6.5.3 required', ours: 'REQUIRED_FIELD_MISSING' },
  ],
} as const satisfies PeerComparison;
