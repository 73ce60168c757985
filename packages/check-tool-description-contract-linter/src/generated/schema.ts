// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

/**
 * A list of short statements (inputs, outputs, side effects or failure modes).
 */
export type StringList = string[]

export interface Input {
/**
 * The structured tool descriptions to lint.
 * 
 * @minItems 1
 * @maxItems 1000
 */
tools: Tool[]
}
/**
 * One tool description. The interface fixes no type for name or description; other keys are allowed.
 */
export interface Tool {
name: unknown
description: unknown
inputs?: StringList
outputs?: StringList
side_effects?: StringList
failure_modes?: StringList
/**
 * What one call costs. The interface names amount and currency without fixing their types or requiring them.
 */
cost?: {
amount?: unknown
currency?: unknown
[k: string]: unknown
}
/**
 * Whether and how repeated calls are safe.
 */
idempotency?: string
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "tool-description-contract-linter request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "tools"
  ],
  "properties": {
    "tools": {
      "description": "The structured tool descriptions to lint.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/tool"
      }
    }
  },
  "$defs": {
    "stringList": {
      "description": "A list of short statements (inputs, outputs, side effects or failure modes).",
      "type": "array",
      "items": {
        "type": "string"
      }
    },
    "tool": {
      "description": "One tool description. The interface fixes no type for name or description; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "name",
        "description"
      ],
      "properties": {
        "name": {},
        "description": {},
        "inputs": {
          "$ref": "#/$defs/stringList"
        },
        "outputs": {
          "$ref": "#/$defs/stringList"
        },
        "side_effects": {
          "$ref": "#/$defs/stringList"
        },
        "failure_modes": {
          "$ref": "#/$defs/stringList"
        },
        "cost": {
          "description": "What one call costs. The interface names amount and currency without fixing their types or requiring them.",
          "type": "object",
          "additionalProperties": true,
          "properties": {
            "amount": {},
            "currency": {}
          }
        },
        "idempotency": {
          "description": "Whether and how repeated calls are safe.",
          "type": "string"
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "tools": [
    {
      "name": "lookup_invoice",
      "description": "Returns one invoice of the signed-in customer by its invoice number. Read-only.",
      "inputs": [
        "invoice_number: string, e.g. INV-2026-0042"
      ],
      "outputs": [
        "invoice: number, date, line items, total and status"
      ],
      "side_effects": [],
      "failure_modes": [
        "NOT_FOUND when the number does not exist",
        "FORBIDDEN when the invoice belongs to another customer"
      ],
      "cost": {
        "amount": "0.00",
        "currency": "USD"
      },
      "idempotency": "safe to repeat: read-only"
    },
    {
      "name": "refund_payment",
      "description": "Refunds.",
      "inputs": [
        "payment_id: string",
        "amount: decimal string"
      ],
      "outputs": [
        "refund_id: string"
      ],
      "side_effects": [
        "moves money back to the customer's card"
      ],
      "cost": {
        "amount": "0.30"
      }
    },
    {
      "name": "helper",
      "description": "Does whatever the agent needs with customer data, files, email and payments."
    }
  ]
};
