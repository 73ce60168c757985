// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The column contract callers rely on today, in file order.
 * 
 * @minItems 1
 * @maxItems 1000
 */
baseline_columns: Column[]
/**
 * The proposed column contract, in file order.
 * 
 * @minItems 1
 * @maxItems 1000
 */
current_columns: Column[]
}
export interface Column {
name: string
type: ("string" | "number" | "integer" | "boolean" | "date" | "datetime" | "json" | "unknown")
required?: boolean
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "csv-schema-drift-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "baseline_columns",
    "current_columns"
  ],
  "properties": {
    "baseline_columns": {
      "description": "The column contract callers rely on today, in file order.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/column"
      }
    },
    "current_columns": {
      "description": "The proposed column contract, in file order.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/column"
      }
    }
  },
  "$defs": {
    "column": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "type"
      ],
      "properties": {
        "name": {
          "type": "string"
        },
        "type": {
          "enum": [
            "string",
            "number",
            "integer",
            "boolean",
            "date",
            "datetime",
            "json",
            "unknown"
          ]
        },
        "required": {
          "type": "boolean"
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "baseline_columns": [
    {
      "name": "order_id",
      "type": "integer",
      "required": true
    },
    {
      "name": "email",
      "type": "string",
      "required": true
    },
    {
      "name": "total",
      "type": "integer"
    },
    {
      "name": "placed_at",
      "type": "date"
    },
    {
      "name": "coupon",
      "type": "string"
    },
    {
      "name": "notes",
      "type": "string"
    }
  ],
  "current_columns": [
    {
      "name": "order_id",
      "type": "integer",
      "required": true
    },
    {
      "name": "email",
      "type": "string",
      "required": true
    },
    {
      "name": "total",
      "type": "number"
    },
    {
      "name": "placed_at",
      "type": "datetime"
    },
    {
      "name": "coupon",
      "type": "string",
      "required": true
    },
    {
      "name": "currency",
      "type": "string",
      "required": true
    },
    {
      "name": "channel",
      "type": "string"
    }
  ]
};
