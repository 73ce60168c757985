// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The response contracts: expected status, content type, fields, field types and stable values.
 * 
 * @minItems 1
 * @maxItems 1000
 */
contracts: Contract[]
/**
 * The recorded responses, each naming the contract it is held to.
 * 
 * @minItems 1
 * @maxItems 1000
 */
responses: Response[]
}
/**
 * One response contract. The interface fixes no type for id, expected_status, expected_content_type or forbidden_fields; other keys are allowed.
 */
export interface Contract {
id: unknown
expected_status: unknown
expected_content_type?: unknown
/**
 * Dotted paths into the body that must be present, e.g. customer.email.
 */
required_fields?: string[]
forbidden_fields?: unknown
/**
 * Dotted path to the name of the type the value there must have.
 */
field_types?: {
[k: string]: string
}
/**
 * Dotted path to the exact value expected there, compared structurally.
 */
stable_values?: {
[k: string]: unknown
}
[k: string]: unknown
}
/**
 * One recorded response. The interface fixes no type for id, contract_id, status, content_type or body; other keys are allowed.
 */
export interface Response {
id: unknown
contract_id: unknown
status: unknown
content_type: unknown
body: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "api-response-contract-drift-auditor request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "contracts",
    "responses"
  ],
  "properties": {
    "contracts": {
      "description": "The response contracts: expected status, content type, fields, field types and stable values.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/contract"
      }
    },
    "responses": {
      "description": "The recorded responses, each naming the contract it is held to.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/response"
      }
    }
  },
  "$defs": {
    "contract": {
      "description": "One response contract. The interface fixes no type for id, expected_status, expected_content_type or forbidden_fields; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "expected_status"
      ],
      "properties": {
        "id": {},
        "expected_status": {},
        "expected_content_type": {},
        "required_fields": {
          "description": "Dotted paths into the body that must be present, e.g. customer.email.",
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "forbidden_fields": {},
        "field_types": {
          "description": "Dotted path to the name of the type the value there must have.",
          "type": "object",
          "additionalProperties": {
            "type": "string"
          }
        },
        "stable_values": {
          "description": "Dotted path to the exact value expected there, compared structurally.",
          "type": "object",
          "additionalProperties": true
        }
      }
    },
    "response": {
      "description": "One recorded response. The interface fixes no type for id, contract_id, status, content_type or body; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "contract_id",
        "status",
        "content_type",
        "body"
      ],
      "properties": {
        "id": {},
        "contract_id": {},
        "status": {},
        "content_type": {},
        "body": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "contracts": [
    {
      "id": "get-order",
      "expected_status": 200,
      "expected_content_type": "application/json",
      "required_fields": [
        "id",
        "status",
        "total",
        "customer.email"
      ],
      "forbidden_fields": [
        "customer.password_hash"
      ],
      "field_types": {
        "id": "string",
        "total": "number",
        "items": "array"
      },
      "stable_values": {
        "currency": "USD",
        "api_version": "2024-06-01"
      }
    },
    {
      "id": "list-orders",
      "expected_status": 200,
      "expected_content_type": "application/json",
      "required_fields": [
        "data",
        "next_cursor"
      ],
      "field_types": {
        "data": "array"
      }
    }
  ],
  "responses": [
    {
      "id": "rec-001",
      "contract_id": "get-order",
      "status": 200,
      "content_type": "application/json; charset=utf-8",
      "body": {
        "id": "ord_1042",
        "status": "paid",
        "total": 59.9,
        "currency": "USD",
        "api_version": "2024-06-01",
        "items": [
          {
            "sku": "MUG-BLK",
            "qty": 2
          }
        ],
        "customer": {
          "email": "dana@example.com"
        }
      }
    },
    {
      "id": "rec-002",
      "contract_id": "get-order",
      "status": 200,
      "content_type": "application/json",
      "body": {
        "id": "ord_1043",
        "status": "paid",
        "total": "24.50",
        "currency": "EUR",
        "api_version": "2024-06-01",
        "items": [],
        "customer": {
          "password_hash": "$2b$12$redacted"
        }
      }
    },
    {
      "id": "rec-003",
      "contract_id": "list-orders",
      "status": 502,
      "content_type": "text/html",
      "body": "<html><body>Bad gateway</body></html>"
    }
  ]
};
