// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export type Id = string
/**
 * Caller's score from 0 (none) to 5 (strong).
 */
export type Score = number
export type Usd = number
export type Hours = number

export interface Input {
/**
 * When the caller assembled the evidence; the check uses it as 'now', never the clock.
 */
observed_at: string
/**
 * What the distribution tests are meant to produce.
 */
objective: ("qualified-demand" | "revenue" | "retention" | "validated-learning")
/**
 * Limits for the whole set of tests.
 */
constraints: {
/**
 * Money available for all tests, in US dollars.
 */
budget_usd: number
/**
 * Owner hours available for all tests.
 */
effort_hours: number
max_parallel_tests: number
/**
 * Greatest acceptable age of platform-rule evidence, in days.
 */
rules_max_age_days: number
}
/**
 * Evidence items the channels cite.
 * 
 * @minItems 1
 * @maxItems 500
 */
evidence: {
id: Id
type: ("platform-rule" | "product-proof" | "buyer-signal" | "historical-result" | "distribution-readiness")
captured_at: string
source_url: string
/**
 * Whether the caller observed this evidence directly.
 */
observed: boolean
}[]
/**
 * Candidate distribution channels, each with its scores, rules, cost and outcome gate.
 * 
 * @minItems 1
 * @maxItems 100
 */
channels: Channel[]
}
export interface Channel {
id: Id
kind: ("owned-search" | "package-registry" | "agent-directory" | "marketplace" | "community" | "social" | "direct-outreach" | "partner" | "paid")
audience_match: Score
buyer_intent: Score
format_match: Score
saturation: Score
rule_status: ("verified" | "review-required" | "unknown" | "blocked")
/**
 * The evidence id of the platform rule this channel relies on.
 */
rule_evidence_id: string
/**
 * @maxItems 100
 */
product_evidence_ids: Id[]
attribution: ("verified" | "direct" | "inferred" | "none")
attribution_mechanism: string
existing_access: ("relationship" | "audience" | "account" | "none")
offer_path_ready: boolean
estimated_cost_usd: Usd
estimated_effort_hours: Hours
owner_presence_required: boolean
owner_available: boolean
/**
 * The qualified outcome that decides whether the test worked.
 */
outcome_gate: {
metric: ("attributable-click" | "buyer-reply" | "buyer-question" | "checkout-open" | "install" | "payment-initiation" | "external-settlement" | "commission" | "recurring-use" | "measured-review-time-reduction" | "page-view" | "impression" | "reaction" | "indexing-event" | "deployment" | "directory-listing" | "scan" | "sent-message")
threshold: number
window_days: number
max_cost_usd: Usd
max_effort_hours: Hours
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "channel-fit-evidence-matrix request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "objective",
    "constraints",
    "evidence",
    "channels"
  ],
  "properties": {
    "observed_at": {
      "description": "When the caller assembled the evidence; the check uses it as 'now', never the clock.",
      "type": "string",
      "format": "date-time"
    },
    "objective": {
      "description": "What the distribution tests are meant to produce.",
      "type": "string",
      "enum": [
        "qualified-demand",
        "revenue",
        "retention",
        "validated-learning"
      ]
    },
    "constraints": {
      "description": "Limits for the whole set of tests.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "budget_usd",
        "effort_hours",
        "max_parallel_tests",
        "rules_max_age_days"
      ],
      "properties": {
        "budget_usd": {
          "description": "Money available for all tests, in US dollars.",
          "$ref": "#/$defs/usd"
        },
        "effort_hours": {
          "description": "Owner hours available for all tests.",
          "$ref": "#/$defs/hours"
        },
        "max_parallel_tests": {
          "type": "integer",
          "minimum": 1,
          "maximum": 10
        },
        "rules_max_age_days": {
          "description": "Greatest acceptable age of platform-rule evidence, in days.",
          "type": "integer",
          "minimum": 1,
          "maximum": 365
        }
      }
    },
    "evidence": {
      "description": "Evidence items the channels cite.",
      "type": "array",
      "minItems": 1,
      "maxItems": 500,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "captured_at",
          "source_url",
          "observed"
        ],
        "properties": {
          "id": {
            "$ref": "#/$defs/id"
          },
          "type": {
            "type": "string",
            "enum": [
              "platform-rule",
              "product-proof",
              "buyer-signal",
              "historical-result",
              "distribution-readiness"
            ]
          },
          "captured_at": {
            "type": "string",
            "format": "date-time"
          },
          "source_url": {
            "type": "string",
            "format": "uri"
          },
          "observed": {
            "description": "Whether the caller observed this evidence directly.",
            "type": "boolean"
          }
        }
      }
    },
    "channels": {
      "description": "Candidate distribution channels, each with its scores, rules, cost and outcome gate.",
      "type": "array",
      "minItems": 1,
      "maxItems": 100,
      "items": {
        "$ref": "#/$defs/channel"
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    },
    "usd": {
      "type": "number",
      "minimum": 0,
      "maximum": 1000000
    },
    "hours": {
      "type": "number",
      "minimum": 0,
      "maximum": 100000
    },
    "score": {
      "description": "Caller's score from 0 (none) to 5 (strong).",
      "type": "integer",
      "minimum": 0,
      "maximum": 5
    },
    "channel": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "kind",
        "audience_match",
        "buyer_intent",
        "format_match",
        "saturation",
        "rule_status",
        "rule_evidence_id",
        "product_evidence_ids",
        "attribution",
        "attribution_mechanism",
        "existing_access",
        "offer_path_ready",
        "estimated_cost_usd",
        "estimated_effort_hours",
        "owner_presence_required",
        "owner_available",
        "outcome_gate"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/id"
        },
        "kind": {
          "type": "string",
          "enum": [
            "owned-search",
            "package-registry",
            "agent-directory",
            "marketplace",
            "community",
            "social",
            "direct-outreach",
            "partner",
            "paid"
          ]
        },
        "audience_match": {
          "$ref": "#/$defs/score"
        },
        "buyer_intent": {
          "$ref": "#/$defs/score"
        },
        "format_match": {
          "$ref": "#/$defs/score"
        },
        "saturation": {
          "$ref": "#/$defs/score"
        },
        "rule_status": {
          "type": "string",
          "enum": [
            "verified",
            "review-required",
            "unknown",
            "blocked"
          ]
        },
        "rule_evidence_id": {
          "description": "The evidence id of the platform rule this channel relies on.",
          "type": "string",
          "maxLength": 120
        },
        "product_evidence_ids": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "$ref": "#/$defs/id"
          }
        },
        "attribution": {
          "type": "string",
          "enum": [
            "verified",
            "direct",
            "inferred",
            "none"
          ]
        },
        "attribution_mechanism": {
          "type": "string",
          "maxLength": 300
        },
        "existing_access": {
          "type": "string",
          "enum": [
            "relationship",
            "audience",
            "account",
            "none"
          ]
        },
        "offer_path_ready": {
          "type": "boolean"
        },
        "estimated_cost_usd": {
          "$ref": "#/$defs/usd"
        },
        "estimated_effort_hours": {
          "$ref": "#/$defs/hours"
        },
        "owner_presence_required": {
          "type": "boolean"
        },
        "owner_available": {
          "type": "boolean"
        },
        "outcome_gate": {
          "description": "The qualified outcome that decides whether the test worked.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "metric",
            "threshold",
            "window_days",
            "max_cost_usd",
            "max_effort_hours"
          ],
          "properties": {
            "metric": {
              "type": "string",
              "enum": [
                "attributable-click",
                "buyer-reply",
                "buyer-question",
                "checkout-open",
                "install",
                "payment-initiation",
                "external-settlement",
                "commission",
                "recurring-use",
                "measured-review-time-reduction",
                "page-view",
                "impression",
                "reaction",
                "indexing-event",
                "deployment",
                "directory-listing",
                "scan",
                "sent-message"
              ]
            },
            "threshold": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000000
            },
            "window_days": {
              "type": "integer",
              "minimum": 1,
              "maximum": 365
            },
            "max_cost_usd": {
              "$ref": "#/$defs/usd"
            },
            "max_effort_hours": {
              "$ref": "#/$defs/hours"
            }
          }
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T09:00:00Z",
  "objective": "qualified-demand",
  "constraints": {
    "budget_usd": 300,
    "effort_hours": 20,
    "max_parallel_tests": 2,
    "rules_max_age_days": 90
  },
  "evidence": [
    {
      "id": "ev-registry-rules",
      "type": "platform-rule",
      "captured_at": "2026-02-20T10:00:00Z",
      "source_url": "https://registry.example.org/docs/publishing",
      "observed": true
    },
    {
      "id": "ev-forum-rules",
      "type": "platform-rule",
      "captured_at": "2025-09-01T10:00:00Z",
      "source_url": "https://forum.example.org/c/show/rules",
      "observed": true
    },
    {
      "id": "ev-demo",
      "type": "product-proof",
      "captured_at": "2026-02-28T12:00:00Z",
      "source_url": "https://invoicelint.example.com/demo",
      "observed": true
    },
    {
      "id": "ev-buyer-thread",
      "type": "buyer-signal",
      "captured_at": "2026-02-15T08:30:00Z",
      "source_url": "https://forum.example.org/t/invoice-vat-errors/812",
      "observed": false
    },
    {
      "id": "ev-readiness",
      "type": "distribution-readiness",
      "captured_at": "2026-03-01T18:30:00Z",
      "source_url": "https://invoicelint.example.com/readiness.json",
      "observed": true
    }
  ],
  "channels": [
    {
      "id": "agent-registry",
      "kind": "agent-directory",
      "audience_match": 4,
      "buyer_intent": 3,
      "format_match": 5,
      "saturation": 2,
      "rule_status": "verified",
      "rule_evidence_id": "ev-registry-rules",
      "product_evidence_ids": [
        "ev-demo",
        "ev-readiness"
      ],
      "attribution": "direct",
      "attribution_mechanism": "utm_source=agent-registry on the listing link",
      "existing_access": "account",
      "offer_path_ready": true,
      "estimated_cost_usd": 0,
      "estimated_effort_hours": 4,
      "owner_presence_required": false,
      "owner_available": true,
      "outcome_gate": {
        "metric": "install",
        "threshold": 10,
        "window_days": 21,
        "max_cost_usd": 0,
        "max_effort_hours": 6
      }
    },
    {
      "id": "show-forum-post",
      "kind": "community",
      "audience_match": 3,
      "buyer_intent": 2,
      "format_match": 4,
      "saturation": 4,
      "rule_status": "review-required",
      "rule_evidence_id": "ev-forum-rules",
      "product_evidence_ids": [
        "ev-demo",
        "ev-buyer-thread"
      ],
      "attribution": "inferred",
      "attribution_mechanism": "",
      "existing_access": "none",
      "offer_path_ready": true,
      "estimated_cost_usd": 0,
      "estimated_effort_hours": 8,
      "owner_presence_required": true,
      "owner_available": false,
      "outcome_gate": {
        "metric": "page-view",
        "threshold": 500,
        "window_days": 7,
        "max_cost_usd": 0,
        "max_effort_hours": 8
      }
    },
    {
      "id": "search-ads",
      "kind": "paid",
      "audience_match": 3,
      "buyer_intent": 4,
      "format_match": 3,
      "saturation": 3,
      "rule_status": "unknown",
      "rule_evidence_id": "",
      "product_evidence_ids": [],
      "attribution": "verified",
      "attribution_mechanism": "ad click id carried to checkout",
      "existing_access": "none",
      "offer_path_ready": false,
      "estimated_cost_usd": 450,
      "estimated_effort_hours": 10,
      "owner_presence_required": false,
      "owner_available": true,
      "outcome_gate": {
        "metric": "checkout-open",
        "threshold": 5,
        "window_days": 14,
        "max_cost_usd": 450,
        "max_effort_hours": 10
      }
    }
  ]
};
