// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The model calls of one agent run, with their token counts and per-million-token rates.
 * 
 * @minItems 1
 * @maxItems 1000
 */
calls: Call[]
/**
 * The run's budget in US dollars; a total above it is an overrun.
 */
budget_usd?: number
}
/**
 * One model call. The interface fixes no type for its keys (counts and rates); other keys are allowed.
 */
export interface Call {
id: unknown
input_tokens: unknown
output_tokens: unknown
input_usd_per_million: unknown
output_usd_per_million: unknown
model?: unknown
cached_input_tokens?: unknown
cached_input_usd_per_million?: unknown
tool_cost_usd?: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "agent-cost-decomposer request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "calls"
  ],
  "properties": {
    "calls": {
      "description": "The model calls of one agent run, with their token counts and per-million-token rates.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/call"
      }
    },
    "budget_usd": {
      "description": "The run's budget in US dollars; a total above it is an overrun.",
      "type": "number",
      "minimum": 0
    }
  },
  "$defs": {
    "call": {
      "description": "One model call. The interface fixes no type for its keys (counts and rates); other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "input_tokens",
        "output_tokens",
        "input_usd_per_million",
        "output_usd_per_million"
      ],
      "properties": {
        "id": {},
        "input_tokens": {},
        "output_tokens": {},
        "input_usd_per_million": {},
        "output_usd_per_million": {},
        "model": {},
        "cached_input_tokens": {},
        "cached_input_usd_per_million": {},
        "tool_cost_usd": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "budget_usd": 0.05,
  "calls": [
    {
      "id": "plan-1",
      "model": "large-reasoning-model",
      "input_tokens": 12000,
      "cached_input_tokens": 40000,
      "output_tokens": 800,
      "input_usd_per_million": 3,
      "cached_input_usd_per_million": 0.3,
      "output_usd_per_million": 15
    },
    {
      "id": "search-1",
      "model": "small-fast-model",
      "input_tokens": 3000,
      "output_tokens": 400,
      "input_usd_per_million": 0.8,
      "output_usd_per_million": 4,
      "tool_cost_usd": 0.01
    },
    {
      "id": "answer-1",
      "model": "large-reasoning-model",
      "input_tokens": 5200,
      "output_tokens": 1100,
      "input_usd_per_million": 3,
      "output_usd_per_million": 15
    }
  ]
};
