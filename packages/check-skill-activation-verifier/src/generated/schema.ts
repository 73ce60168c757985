// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The evaluation cases, each with the skills expected to activate and the skills observed.
 * 
 * @minItems 1
 * @maxItems 1000
 */
cases: Case[]
}
/**
 * One case. The interface fixes no type for id, expected_skills or observed_skills; other keys are allowed.
 */
export interface Case {
id: unknown
expected_skills: unknown
observed_skills: unknown
[k: string]: unknown
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "skill-activation-verifier request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "cases"
  ],
  "properties": {
    "cases": {
      "description": "The evaluation cases, each with the skills expected to activate and the skills observed.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "$ref": "#/$defs/case"
      }
    }
  },
  "$defs": {
    "case": {
      "description": "One case. The interface fixes no type for id, expected_skills or observed_skills; other keys are allowed.",
      "type": "object",
      "additionalProperties": true,
      "required": [
        "id",
        "expected_skills",
        "observed_skills"
      ],
      "properties": {
        "id": {},
        "expected_skills": {},
        "observed_skills": {}
      }
    }
  }
};

export const sampleInput: Input = {
  "cases": [
    {
      "id": "case-001",
      "prompt": "Pull the totals table out of the attached Q3 report PDF.",
      "expected_skills": [
        "pdf-extract"
      ],
      "observed_skills": [
        "pdf-extract"
      ]
    },
    {
      "id": "case-002",
      "prompt": "How many orders shipped late last week?",
      "expected_skills": [
        "sql-query"
      ],
      "observed_skills": []
    },
    {
      "id": "case-003",
      "prompt": "Reword this paragraph to sound friendlier.",
      "expected_skills": [],
      "observed_skills": [
        "web-search"
      ]
    },
    {
      "id": "case-004",
      "prompt": "Find a free slot with Priya on Thursday and email her an invite.",
      "expected_skills": [
        "calendar",
        "email"
      ],
      "observed_skills": [
        "email",
        "slack"
      ]
    }
  ]
};
