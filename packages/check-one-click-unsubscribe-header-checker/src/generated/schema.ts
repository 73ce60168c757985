// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The messages whose List-Unsubscribe and List-Unsubscribe-Post header evidence is checked.
 * 
 * @minItems 1
 * @maxItems 1000
 */
messages: Message[]
}
/**
 * One message. The interface fixes no type for id, message_type or body_text; other keys are allowed.
 */
export interface Message {
id: unknown
message_type: unknown
/**
 * Header name to header value, as the message carries them.
 */
headers: {
[k: string]: string
}
body_text?: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "one-click-unsubscribe-header-checker request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "messages"
  ],
  "properties": {
    "messages": {
      "description": "The messages whose List-Unsubscribe and List-Unsubscribe-Post header evidence is checked.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/message"
      }
    }
  },
  "$defs": {
    "message": {
      "description": "One message. The interface fixes no type for id, message_type or body_text; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "message_type",
        "headers"
      ],
      "properties": {
        "id": {},
        "message_type": {},
        "headers": {
          "description": "Header name to header value, as the message carries them.",
          "type": "object",
          "additionalProperties": {
            "type": "string"
          }
        },
        "body_text": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "messages": [
    {
      "id": "newsletter-2026-11",
      "message_type": "marketing",
      "headers": {
        "From": "Acme News <news@mail.acme.example>",
        "List-Unsubscribe": "<https://mail.acme.example/u/8f3a2c?list=news>, <mailto:unsubscribe@mail.acme.example?subject=unsubscribe-8f3a2c>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "DKIM-Signature": "v=1; a=rsa-sha256; d=mail.acme.example; s=s1; h=from:to:subject:date:list-unsubscribe:list-unsubscribe-post; bh=...; b=..."
      }
    },
    {
      "id": "black-friday-promo",
      "message_type": "marketing",
      "headers": {
        "From": "Acme Deals <deals@mail.acme.example>",
        "List-Unsubscribe": "<http://mail.acme.example/u/1b77?list=deals>"
      },
      "body_text": "Our biggest sale of the year starts now. Unsubscribe: http://mail.acme.example/u/1b77"
    },
    {
      "id": "weekly-digest",
      "message_type": "marketing",
      "headers": {
        "From": "Acme Digest <digest@mail.acme.example>",
        "List-Unsubscribe": "<mailto:unsubscribe@mail.acme.example>",
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        "DKIM-Signature": "v=1; a=rsa-sha256; d=mail.acme.example; s=s1; h=from:to:subject:date; bh=...; b=..."
      }
    },
    {
      "id": "order-4711-receipt",
      "message_type": "transactional",
      "headers": {
        "From": "Acme Orders <orders@acme.example>"
      }
    }
  ]
};
