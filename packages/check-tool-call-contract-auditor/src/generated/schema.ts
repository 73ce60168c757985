// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * One contract per tool: authorization, call-count and argument rules.
 * 
 * @minItems 1
 * @maxItems 1000
 */
contracts: Contract[]
/**
 * The recorded tool calls, in call order.
 * 
 * @maxItems 5000
 */
calls: Call[]
}
/**
 * One tool contract. The interface fixes no type for tool or the keys seen (allowed, max_calls, required_arguments, forbidden_arguments); other keys are allowed.
 */
export interface Contract {
tool: unknown
allowed?: unknown
max_calls?: unknown
required_arguments?: unknown
forbidden_arguments?: unknown
[k: string]: unknown
}
/**
 * One recorded call. The interface fixes no type for id, tool, arguments or outcome; other keys are allowed.
 */
export interface Call {
id: unknown
tool: unknown
arguments: unknown
outcome?: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "tool-call-contract-auditor request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "contracts",
    "calls"
  ],
  "properties": {
    "contracts": {
      "description": "One contract per tool: authorization, call-count and argument rules.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/contract"
      }
    },
    "calls": {
      "description": "The recorded tool calls, in call order.",
      "type": "array",
      "maxItems": 5000,
      "items": {
        "$ref": "#/$defs/call"
      }
    }
  },
  "$defs": {
    "contract": {
      "description": "One tool contract. The interface fixes no type for tool or the keys seen (allowed, max_calls, required_arguments, forbidden_arguments); other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "tool"
      ],
      "properties": {
        "tool": {},
        "allowed": {},
        "max_calls": {},
        "required_arguments": {},
        "forbidden_arguments": {}
      }
    },
    "call": {
      "description": "One recorded call. The interface fixes no type for id, tool, arguments or outcome; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "tool",
        "arguments"
      ],
      "properties": {
        "id": {},
        "tool": {},
        "arguments": {},
        "outcome": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "contracts": [
    {
      "tool": "search_docs",
      "allowed": true,
      "max_calls": 2,
      "required_arguments": [
        "query"
      ]
    },
    {
      "tool": "create_ticket",
      "allowed": true,
      "max_calls": 1,
      "required_arguments": [
        "project",
        "title"
      ],
      "forbidden_arguments": [
        "assignee_token"
      ]
    },
    {
      "tool": "send_email",
      "allowed": false
    }
  ],
  "calls": [
    {
      "id": "call-01",
      "tool": "search_docs",
      "arguments": {
        "query": "refund policy EU"
      },
      "outcome": "success"
    },
    {
      "id": "call-02",
      "tool": "search_docs",
      "arguments": {
        "query": "refund window days"
      },
      "outcome": "success"
    },
    {
      "id": "call-03",
      "tool": "search_docs",
      "arguments": {
        "q": "refund exceptions"
      },
      "outcome": "error"
    },
    {
      "id": "call-04",
      "tool": "create_ticket",
      "arguments": {
        "title": "Customer asks for refund after 45 days",
        "assignee_token": "tok_live_redacted"
      },
      "outcome": "success"
    },
    {
      "id": "call-05",
      "tool": "send_email",
      "arguments": {
        "to": "customer@example.com",
        "subject": "Your refund"
      },
      "outcome": "success"
    },
    {
      "id": "call-06",
      "tool": "delete_ticket",
      "arguments": {
        "id": "T-1042"
      }
    }
  ]
};
