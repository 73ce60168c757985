// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Policies to compare, each as a baseline and a current version.
 * 
 * @minItems 1
 * @maxItems 1000
 */
policies: {
/**
 * The caller's identifier of the policy.
 */
id: (string | number | boolean | {

} | unknown[] | null)
baseline: PolicySide
current: PolicySide
[k: string]: unknown
}[]
}
/**
 * One version of a policy (baseline or current).
 */
export interface PolicySide {
/**
 * The version label of this side.
 */
version?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The date this side takes effect.
 */
effective_date?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The clauses of this side, in document order.
 */
clauses?: Clause[]
[k: string]: unknown
}
/**
 * One clause of a policy side.
 */
export interface Clause {
/**
 * The clause identifier, stable across versions.
 */
id?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The clause text.
 */
text?: (string | number | boolean | {

} | unknown[] | null)
/**
 * Who or what the clause applies to.
 */
applies_to?: string[]
/**
 * Requirements the clause imposes.
 */
requirements?: string[]
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "policy-change-evidence-builder request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "policies"
  ],
  "properties": {
    "policies": {
      "description": "Policies to compare, each as a baseline and a current version.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "id",
          "baseline",
          "current"
        ],
        "properties": {
          "id": {
            "description": "The caller's identifier of the policy.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "baseline": {
            "$ref": "#/$defs/policy_side"
          },
          "current": {
            "$ref": "#/$defs/policy_side"
          }
        }
      }
    }
  },
  "$defs": {
    "policy_side": {
      "description": "One version of a policy (baseline or current).",
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "version": {
          "description": "The version label of this side.",
          "type": [
            "string",
            "number",
            "boolean",
            "object",
            "array",
            "null"
          ]
        },
        "effective_date": {
          "description": "The date this side takes effect.",
          "type": [
            "string",
            "number",
            "boolean",
            "object",
            "array",
            "null"
          ]
        },
        "clauses": {
          "description": "The clauses of this side, in document order.",
          "type": "array",
          "items": {
            "$ref": "#/$defs/clause"
          }
        }
      }
    },
    "clause": {
      "description": "One clause of a policy side.",
      "type": "object",
      "additionalProperties": true,
      "properties": {
        "id": {
          "description": "The clause identifier, stable across versions.",
          "type": [
            "string",
            "number",
            "boolean",
            "object",
            "array",
            "null"
          ]
        },
        "text": {
          "description": "The clause text.",
          "type": [
            "string",
            "number",
            "boolean",
            "object",
            "array",
            "null"
          ]
        },
        "applies_to": {
          "description": "Who or what the clause applies to.",
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "requirements": {
          "description": "Requirements the clause imposes.",
          "type": "array",
          "items": {
            "type": "string"
          }
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "policies": [
    {
      "id": "refund-policy",
      "baseline": {
        "version": "2025.2",
        "effective_date": "2025-07-01",
        "clauses": [
          {
            "id": "R1",
            "text": "Customers may request a refund within 30 days of purchase.",
            "applies_to": [
              "consumers",
              "businesses"
            ],
            "requirements": [
              "proof-of-purchase"
            ]
          },
          {
            "id": "R2",
            "text": "Refunds are issued to the original payment method.",
            "applies_to": [
              "consumers",
              "businesses"
            ],
            "requirements": []
          },
          {
            "id": "R3",
            "text": "Digital goods are refundable if not downloaded.",
            "applies_to": [
              "consumers"
            ],
            "requirements": []
          }
        ]
      },
      "current": {
        "version": "2025.2",
        "effective_date": "2025-06-15",
        "clauses": [
          {
            "id": "R1",
            "text": "Customers may request a refund within 14 days of purchase.",
            "applies_to": [
              "consumers"
            ],
            "requirements": [
              "proof-of-purchase",
              "original-packaging"
            ]
          },
          {
            "id": "R2",
            "text": "Refunds are issued to the original payment method.",
            "applies_to": [
              "consumers",
              "businesses"
            ],
            "requirements": []
          },
          {
            "id": "R4",
            "text": "A restocking fee of 10% applies to opened hardware.",
            "applies_to": [
              "consumers",
              "businesses"
            ],
            "requirements": [
              "inspection-report"
            ]
          }
        ]
      }
    },
    {
      "id": "data-retention-policy",
      "baseline": {
        "version": "3",
        "effective_date": "2025-01-01",
        "clauses": [
          {
            "id": "D1",
            "text": "Support tickets are kept for 24 months.",
            "applies_to": [
              "support"
            ],
            "requirements": []
          }
        ]
      },
      "current": {
        "version": "4",
        "effective_date": "2026-04-01",
        "clauses": [
          {
            "id": "D1",
            "text": "Support tickets are kept for 24 months.",
            "applies_to": [
              "support"
            ],
            "requirements": []
          }
        ]
      }
    }
  ]
};
