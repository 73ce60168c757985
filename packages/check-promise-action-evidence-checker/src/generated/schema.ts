// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The commitments the agent made; each needs an id, other keys are allowed.
 * 
 * @minItems 1
 * @maxItems 1000
 */
promises: PromiseRecord[]
/**
 * The actions the agent recorded, each linked to the promises it serves and the evidence it cites.
 * 
 * @maxItems 2000
 */
actions: ActionRecord[]
/**
 * The evidence items actions may reference; each needs an id, other keys are allowed.
 * 
 * @maxItems 5000
 */
evidence: EvidenceRecord[]
}
/**
 * One promise. The interface fixes no type for id; other keys are allowed.
 */
export interface PromiseRecord {
id: unknown
[k: string]: unknown
}
/**
 * One action. The interface fixes no type for id, status, promise_ids or evidence_ids; other keys are allowed.
 */
export interface ActionRecord {
id: unknown
status: unknown
promise_ids: unknown
evidence_ids: unknown
[k: string]: unknown
}
/**
 * One evidence item. The interface fixes no type for id; other keys are allowed.
 */
export interface EvidenceRecord {
id: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "promise-action-evidence-checker request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "promises",
    "actions",
    "evidence"
  ],
  "properties": {
    "promises": {
      "description": "The commitments the agent made; each needs an id, other keys are allowed.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/promiseRecord"
      }
    },
    "actions": {
      "description": "The actions the agent recorded, each linked to the promises it serves and the evidence it cites.",
      "type": "array",
      "maxItems": 2000,
      "items": {
        "$ref": "#/$defs/actionRecord"
      }
    },
    "evidence": {
      "description": "The evidence items actions may reference; each needs an id, other keys are allowed.",
      "type": "array",
      "maxItems": 5000,
      "items": {
        "$ref": "#/$defs/evidenceRecord"
      }
    }
  },
  "$defs": {
    "promiseRecord": {
      "description": "One promise. The interface fixes no type for id; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id"
      ],
      "properties": {
        "id": {}
      }
    },
    "actionRecord": {
      "description": "One action. The interface fixes no type for id, status, promise_ids or evidence_ids; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "status",
        "promise_ids",
        "evidence_ids"
      ],
      "properties": {
        "id": {},
        "status": {},
        "promise_ids": {},
        "evidence_ids": {}
      }
    },
    "evidenceRecord": {
      "description": "One evidence item. The interface fixes no type for id; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id"
      ],
      "properties": {
        "id": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "promises": [
    {
      "id": "P1",
      "text": "Send the signed renewal contract to Dana at Northwind."
    },
    {
      "id": "P2",
      "text": "Add the 2.4.0 entry to CHANGELOG.md."
    },
    {
      "id": "P3",
      "text": "Open a ticket for the flaky checkout test."
    }
  ],
  "actions": [
    {
      "id": "A1",
      "status": "completed",
      "promise_ids": [
        "P1"
      ],
      "evidence_ids": [
        "E1"
      ],
      "summary": "Emailed the signed contract."
    },
    {
      "id": "A2",
      "status": "completed",
      "promise_ids": [
        "P2"
      ],
      "evidence_ids": [],
      "summary": "Updated the changelog."
    },
    {
      "id": "A3",
      "status": "completed",
      "promise_ids": [
        "P2"
      ],
      "evidence_ids": [
        "E7"
      ],
      "summary": "Pushed the changelog commit."
    }
  ],
  "evidence": [
    {
      "id": "E1",
      "kind": "sent-email",
      "ref": "outbox/2026-11-21T16:05:12Z-dana.eml"
    },
    {
      "id": "E2",
      "kind": "commit",
      "ref": "9f2c1e7"
    }
  ]
};
