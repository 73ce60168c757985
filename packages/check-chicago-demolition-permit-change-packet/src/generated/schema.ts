// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * One permit number or one street address.
 */
query: string
/**
 * The prior snapshot to compare the current matches with.
 */
previous?: {
/**
 * Ids of the permits that matched the query in the prior snapshot.
 * 
 * @maxItems 100
 */
match_ids?: string[]
/**
 * When the source produced the prior snapshot.
 */
source_generated_at?: string
}
/**
 * Caller-supplied permit records for deterministic testing; omit to use the maintained adapter.
 * 
 * @maxItems 100
 */
records?: {
/**
 * The record id, compared with `previous.match_ids`.
 */
id: (string | number | boolean | {

} | unknown[] | null)
/**
 * The permit number.
 */
permitNumber?: (string | number | boolean | {

} | unknown[] | null)
/**
 * When the permit was issued.
 */
issuedAt?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The street address of the permit.
 */
address?: (string | number | boolean | {

} | unknown[] | null)
/**
 * The urgency of the permit, as the source records it.
 */
urgency?: (string | number | boolean | {

} | unknown[] | null)
[k: string]: unknown
}[]
/**
 * When the caller-supplied records were generated.
 */
records_generated_at?: string
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "chicago-demolition-permit-change-packet request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "query"
  ],
  "properties": {
    "query": {
      "description": "One permit number or one street address.",
      "type": "string",
      "minLength": 1,
      "maxLength": 80
    },
    "previous": {
      "description": "The prior snapshot to compare the current matches with.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "match_ids": {
          "description": "Ids of the permits that matched the query in the prior snapshot.",
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "string"
          }
        },
        "source_generated_at": {
          "description": "When the source produced the prior snapshot.",
          "type": "string",
          "format": "date-time"
        }
      }
    },
    "records": {
      "description": "Caller-supplied permit records for deterministic testing; omit to use the maintained adapter.",
      "type": "array",
      "maxItems": 100,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "id"
        ],
        "properties": {
          "id": {
            "description": "The record id, compared with `previous.match_ids`.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "permitNumber": {
            "description": "The permit number.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "issuedAt": {
            "description": "When the permit was issued.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "address": {
            "description": "The street address of the permit.",
            "type": [
              "string",
              "number",
              "boolean",
              "object",
              "array",
              "null"
            ]
          },
          "urgency": {
            "description": "The urgency of the permit, as the source records it.",
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
    "records_generated_at": {
      "description": "When the caller-supplied records were generated.",
      "type": "string",
      "format": "date-time"
    }
  }
};

export const sampleInput: Input = {
  "query": "1530 W Erie St",
  "previous": {
    "match_ids": [
      "3285917",
      "3291044"
    ],
    "source_generated_at": "2026-02-01T06:00:00Z"
  },
  "records": [
    {
      "id": "3291044",
      "permitNumber": "100998231",
      "issuedAt": "2026-01-22T00:00:00",
      "address": "1530 W ERIE ST",
      "urgency": "standard"
    },
    {
      "id": "3310562",
      "permitNumber": "101004817",
      "issuedAt": "2026-02-19T00:00:00",
      "address": "1530 W ERIE ST",
      "urgency": "emergency"
    }
  ],
  "records_generated_at": "2026-03-01T06:00:00Z"
};
