// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * When the deliveries were observed; freshness is computed against this instant. An ISO 8601 timestamp is expected; the interface sets no format constraint.
 */
observed_at: string
/**
 * One contract per declared webhook event.
 * 
 * @minItems 1
 * @maxItems 1000
 */
contracts: {
/**
 * The declared event name the contract governs.
 */
event: (string | number | boolean | {

} | unknown[] | null)
/**
 * Payload versions accepted for this event.
 */
allowed_versions?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Payload fields every delivery of this event must carry.
 */
required_fields?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Whether a delivery must carry signature evidence.
 */
signature_required?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Whether a delivery must carry an idempotency key.
 */
idempotency_required?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Oldest acceptable age, in seconds at `observed_at`, of a delivered event.
 */
max_age_seconds?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * Recorded webhook deliveries, in arrival order.
 * 
 * @minItems 1
 * @maxItems 1000
 */
deliveries: {
/**
 * The caller's identifier of the delivery.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * The event name the delivery carries.
 */
event: (string | number | boolean | {

} | unknown[] | null)
/**
 * The delivered payload as recorded.
 */
payload: (string | number | boolean | {

} | unknown[] | null)
/**
 * The payload version the delivery carries.
 */
version?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Whether signature evidence was present (presence only; signatures are not verified).
 */
signature_present?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The delivery's idempotency key, if any.
 */
idempotency_key?: (string | number | boolean | {

} | unknown[] | null)
/**
 * When the sender created the event (ISO 8601 timestamp).
 */
event_created_at?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "webhook-contract-replay-auditor request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "contracts",
    "deliveries"
  ],
  "properties": {
    "observed_at": {
      "description": "When the deliveries were observed; freshness is computed against this instant. An ISO 8601 timestamp is expected; the interface sets no format constraint.",
      "type": "string"
    },
    "contracts": {
      "description": "One contract per declared webhook event.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "event"
        ],
        "properties": {
          "event": {
            "description": "The declared event name the contract governs.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "allowed_versions": {
            "description": "Payload versions accepted for this event.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "required_fields": {
            "description": "Payload fields every delivery of this event must carry.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "signature_required": {
            "description": "Whether a delivery must carry signature evidence.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "idempotency_required": {
            "description": "Whether a delivery must carry an idempotency key.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "max_age_seconds": {
            "description": "Oldest acceptable age, in seconds at `observed_at`, of a delivered event.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          }
        }
      }
    },
    "deliveries": {
      "description": "Recorded webhook deliveries, in arrival order.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "id",
          "event",
          "payload"
        ],
        "properties": {
          "id": {
            "description": "The caller's identifier of the delivery.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "event": {
            "description": "The event name the delivery carries.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "payload": {
            "description": "The delivered payload as recorded.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "version": {
            "description": "The payload version the delivery carries.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "signature_present": {
            "description": "Whether signature evidence was present (presence only; signatures are not verified).",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "idempotency_key": {
            "description": "The delivery's idempotency key, if any.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "event_created_at": {
            "description": "When the sender created the event (ISO 8601 timestamp).",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          }
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T12:00:00Z",
  "contracts": [
    {
      "event": "invoice.paid",
      "allowed_versions": [
        "2025-09-01",
        "2026-01-15"
      ],
      "required_fields": [
        "invoice_id",
        "amount",
        "currency"
      ],
      "signature_required": true,
      "idempotency_required": true,
      "max_age_seconds": 300
    },
    {
      "event": "customer.updated",
      "allowed_versions": [
        "2026-01-15"
      ],
      "required_fields": [
        "customer_id"
      ],
      "signature_required": true,
      "idempotency_required": false,
      "max_age_seconds": 3600
    }
  ],
  "deliveries": [
    {
      "id": "dlv_001",
      "event": "invoice.paid",
      "version": "2026-01-15",
      "signature_present": true,
      "idempotency_key": "inv_9001-paid",
      "event_created_at": "2026-03-02T11:58:30Z",
      "payload": {
        "invoice_id": "inv_9001",
        "amount": "120.00",
        "currency": "USD"
      }
    },
    {
      "id": "dlv_002",
      "event": "invoice.paid",
      "version": "2026-01-15",
      "signature_present": true,
      "idempotency_key": "inv_9001-paid",
      "event_created_at": "2026-03-02T11:58:30Z",
      "payload": {
        "invoice_id": "inv_9001",
        "amount": "120.00",
        "currency": "USD"
      }
    },
    {
      "id": "dlv_003",
      "event": "invoice.paid",
      "version": "2024-06-01",
      "signature_present": false,
      "event_created_at": "2026-03-02T10:00:00Z",
      "payload": {
        "invoice_id": "inv_9002",
        "amount": "45.50"
      }
    },
    {
      "id": "dlv_004",
      "event": "customer.deleted",
      "version": "2026-01-15",
      "signature_present": true,
      "event_created_at": "2026-03-02T11:59:00Z",
      "payload": {
        "customer_id": "cus_77"
      }
    }
  ]
};
