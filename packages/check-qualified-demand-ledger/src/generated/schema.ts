// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * When the caller assembled the ledger; the check uses it as 'now', never the clock.
 */
observed_at: string
/**
 * The reporting window the ledger covers.
 */
window: {
started_at: string
ended_at: string
}
/**
 * Normalized commercial events. Actors are opaque tokens: never names, messages, credentials or private keys.
 * 
 * @minItems 1
 * @maxItems 1000
 */
events: Event[]
}
export interface Event {
id: string
/**
 * What happened, in the ledger's event vocabulary.
 */
type: ("page-view" | "impression" | "reaction" | "indexing-event" | "deployment" | "directory-listing" | "scan" | "sent-message" | "internal-test" | "owner-verification-payment" | "owner-install" | "owner-click" | "owner-checkout-open" | "attributable-click" | "buyer-reply" | "buyer-question" | "checkout-open" | "install" | "payment-initiation" | "measured-review-time-reduction" | "external-settlement" | "commission" | "recurring-use")
occurred_at: string
/**
 * Where the event was recorded (analytics, registry, payment processor, ...).
 */
source: string
/**
 * Reference to the caller's record of the event.
 */
evidence_ref: string
/**
 * The product owner caused or controlled the event.
 */
owner_controlled: boolean
/**
 * The actor is outside the owner's organization.
 */
external_actor: boolean
attribution: ("none" | "inferred" | "direct" | "verified")
/**
 * Opaque, caller-chosen token for the actor; never a name, address or credential.
 */
actor_token?: string
product_id?: string
/**
 * The id of an earlier event this one follows from.
 */
parent_event_id?: string
/**
 * Money amount, greater than 0, at most 1000000000.
 */
amount?: number
currency?: string
transaction_id?: string
/**
 * Measured quantity, greater than 0, at most 1000000000, in measurement_unit.
 */
measured_value?: number
measurement_unit?: "minutes"
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "qualified-demand-ledger request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "window",
    "events"
  ],
  "properties": {
    "observed_at": {
      "description": "When the caller assembled the ledger; the check uses it as 'now', never the clock.",
      "type": "string",
      "format": "date-time"
    },
    "window": {
      "description": "The reporting window the ledger covers.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "started_at",
        "ended_at"
      ],
      "properties": {
        "started_at": {
          "type": "string",
          "format": "date-time"
        },
        "ended_at": {
          "type": "string",
          "format": "date-time"
        }
      }
    },
    "events": {
      "description": "Normalized commercial events. Actors are opaque tokens: never names, messages, credentials or private keys.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/event"
      }
    }
  },
  "$defs": {
    "event": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "type",
        "occurred_at",
        "source",
        "evidence_ref",
        "owner_controlled",
        "external_actor",
        "attribution"
      ],
      "properties": {
        "id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "type": {
          "description": "What happened, in the ledger's event vocabulary.",
          "type": "string",
          "enum": [
            "page-view",
            "impression",
            "reaction",
            "indexing-event",
            "deployment",
            "directory-listing",
            "scan",
            "sent-message",
            "internal-test",
            "owner-verification-payment",
            "owner-install",
            "owner-click",
            "owner-checkout-open",
            "attributable-click",
            "buyer-reply",
            "buyer-question",
            "checkout-open",
            "install",
            "payment-initiation",
            "measured-review-time-reduction",
            "external-settlement",
            "commission",
            "recurring-use"
          ]
        },
        "occurred_at": {
          "type": "string",
          "format": "date-time"
        },
        "source": {
          "description": "Where the event was recorded (analytics, registry, payment processor, ...).",
          "type": "string",
          "minLength": 1,
          "maxLength": 200
        },
        "evidence_ref": {
          "description": "Reference to the caller's record of the event.",
          "type": "string",
          "minLength": 1,
          "maxLength": 500
        },
        "owner_controlled": {
          "description": "The product owner caused or controlled the event.",
          "type": "boolean"
        },
        "external_actor": {
          "description": "The actor is outside the owner's organization.",
          "type": "boolean"
        },
        "attribution": {
          "type": "string",
          "enum": [
            "none",
            "inferred",
            "direct",
            "verified"
          ]
        },
        "actor_token": {
          "description": "Opaque, caller-chosen token for the actor; never a name, address or credential.",
          "type": "string",
          "minLength": 8,
          "maxLength": 160
        },
        "product_id": {
          "type": "string",
          "maxLength": 200
        },
        "parent_event_id": {
          "description": "The id of an earlier event this one follows from.",
          "type": "string",
          "maxLength": 120
        },
        "amount": {
          "description": "Money amount, greater than 0, at most 1000000000.",
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 1000000000
        },
        "currency": {
          "type": "string",
          "maxLength": 10
        },
        "transaction_id": {
          "type": "string",
          "maxLength": 300
        },
        "measured_value": {
          "description": "Measured quantity, greater than 0, at most 1000000000, in measurement_unit.",
          "type": "number",
          "exclusiveMinimum": 0,
          "maximum": 1000000000
        },
        "measurement_unit": {
          "type": "string",
          "enum": [
            "minutes"
          ]
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T09:00:00Z",
  "window": {
    "started_at": "2026-02-01T00:00:00Z",
    "ended_at": "2026-03-01T00:00:00Z"
  },
  "events": [
    {
      "id": "e1",
      "type": "page-view",
      "occurred_at": "2026-02-03T10:12:00Z",
      "source": "web-analytics",
      "evidence_ref": "analytics/2026-02/pv-4411",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "none"
    },
    {
      "id": "e2",
      "type": "directory-listing",
      "occurred_at": "2026-02-04T08:00:00Z",
      "source": "mcp-registry",
      "evidence_ref": "registry/listing-2026-02-04",
      "owner_controlled": true,
      "external_actor": false,
      "attribution": "none",
      "product_id": "invoice-lint"
    },
    {
      "id": "e3",
      "type": "owner-checkout-open",
      "occurred_at": "2026-02-05T09:30:00Z",
      "source": "payment-processor",
      "evidence_ref": "stripe/cs_test_owner01",
      "owner_controlled": true,
      "external_actor": false,
      "attribution": "direct",
      "actor_token": "owner-7f3a9c",
      "product_id": "invoice-lint"
    },
    {
      "id": "e4",
      "type": "attributable-click",
      "occurred_at": "2026-02-10T14:02:00Z",
      "source": "utm-redirector",
      "evidence_ref": "links/show-forum-0210",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "direct",
      "actor_token": "act-19b2e6f0",
      "product_id": "invoice-lint"
    },
    {
      "id": "e5",
      "type": "buyer-question",
      "occurred_at": "2026-02-10T15:40:00Z",
      "source": "support-inbox",
      "evidence_ref": "support/ticket-2231",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "direct",
      "actor_token": "act-19b2e6f0",
      "product_id": "invoice-lint",
      "parent_event_id": "e4"
    },
    {
      "id": "e6",
      "type": "external-settlement",
      "occurred_at": "2026-02-12T11:00:00Z",
      "source": "payment-processor",
      "evidence_ref": "stripe/pi_3Qk2",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "verified",
      "actor_token": "act-19b2e6f0",
      "product_id": "invoice-lint",
      "parent_event_id": "e5",
      "amount": 49,
      "currency": "USD",
      "transaction_id": "pi_3Qk2xYz"
    },
    {
      "id": "e7",
      "type": "measured-review-time-reduction",
      "occurred_at": "2026-02-20T16:00:00Z",
      "source": "customer-timesheet",
      "evidence_ref": "study/acme-2026-02",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "verified",
      "actor_token": "act-19b2e6f0",
      "product_id": "invoice-lint",
      "measured_value": 35,
      "measurement_unit": "minutes"
    },
    {
      "id": "e8",
      "type": "recurring-use",
      "occurred_at": "2026-03-04T09:00:00Z",
      "source": "usage-log",
      "evidence_ref": "usage/act-19b2e6f0/2026-03",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "inferred",
      "actor_token": "act-19b2e6f0",
      "product_id": "invoice-lint"
    },
    {
      "id": "e9",
      "type": "payment-initiation",
      "occurred_at": "2026-02-14T12:00:00Z",
      "source": "payment-processor",
      "evidence_ref": "stripe/pi_4Rr7",
      "owner_controlled": false,
      "external_actor": true,
      "attribution": "inferred",
      "actor_token": "act-55c0d9e1",
      "amount": 49,
      "currency": "USD"
    }
  ]
};
