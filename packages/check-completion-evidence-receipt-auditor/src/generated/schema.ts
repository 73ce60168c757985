// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The outcome records (completed, partial or blocked work) to audit.
 * 
 * @minItems 1
 * @maxItems 1000
 */
outcomes: Outcome[]
}
/**
 * One outcome record. The interface fixes no type for id, status, evidence or promised_outcome; other keys are allowed.
 */
export interface Outcome {
id: unknown
status: unknown
evidence: unknown
promised_outcome?: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "completion-evidence-receipt-auditor request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "outcomes"
  ],
  "properties": {
    "outcomes": {
      "description": "The outcome records (completed, partial or blocked work) to audit.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/outcome"
      }
    }
  },
  "$defs": {
    "outcome": {
      "description": "One outcome record. The interface fixes no type for id, status, evidence or promised_outcome; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "status",
        "evidence"
      ],
      "properties": {
        "id": {},
        "status": {},
        "evidence": {},
        "promised_outcome": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "outcomes": [
    {
      "id": "task-1",
      "status": "completed",
      "promised_outcome": "Rotate the staging database password and update the secret store.",
      "evidence": [
        {
          "kind": "command-output",
          "ref": "logs/rotate-2026-11-21.txt"
        },
        {
          "kind": "secret-version",
          "ref": "staging/db-password@v14"
        }
      ]
    },
    {
      "id": "task-2",
      "status": "completed",
      "promised_outcome": "Publish the 2.4.0 release notes.",
      "evidence": []
    },
    {
      "id": "task-3",
      "status": "partial",
      "promised_outcome": "Migrate all 12 cron jobs to the new scheduler.",
      "evidence": [
        {
          "kind": "diff",
          "ref": "PR #482"
        }
      ]
    },
    {
      "id": "task-4",
      "status": "blocked",
      "promised_outcome": "Renew the TLS certificate for api.example.com.",
      "evidence": [],
      "blocker": "DNS provider access is missing.",
      "remaining_work": [
        "Grant DNS API access",
        "Re-run certificate issuance"
      ]
    }
  ]
};
