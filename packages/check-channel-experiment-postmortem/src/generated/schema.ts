// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export type Usd = number
export type Hours = number

export interface Input {
/**
 * When the caller assembled the postmortem; the check uses it as 'now', never the clock.
 */
observed_at: string
/**
 * The channel experiment as it was declared.
 */
experiment: {
id: string
channel: string
hypothesis: string
objective: ("qualified-demand" | "revenue" | "retention" | "validated-learning")
started_at: string
ended_at: string
/**
 * Whether the hypothesis and gate were declared before the experiment started.
 */
declared_before_start: boolean
/**
 * The predeclared outcome gate. The interface does not say whether it is closed, so extra keys are accepted.
 */
gate: {
metric: ("attributable-click" | "buyer-reply" | "buyer-question" | "checkout-open" | "install" | "payment-initiation" | "external-settlement" | "commission" | "recurring-use" | "measured-review-time-reduction" | "page-view" | "impression" | "reaction" | "indexing-event" | "deployment" | "directory-listing" | "scan" | "sent-message")
threshold: number
window_days: number
[k: string]: unknown
}
/**
 * The value of each experiment variable during the run.
 */
variables: {
channel: string
offer: string
artifact: string
audience: string
timing: string
}
/**
 * Which of the five experiment variables were changed.
 * 
 * @maxItems 5
 */
changed_variables: ("channel" | "offer" | "artifact" | "audience" | "timing")[]
max_cost_usd: Usd
max_effort_hours: Hours
cooldown_days: number
}
/**
 * Events recorded for the experiment: open objects (extra keys allowed). Each requires id, type, occurred_at, evidence_ref, external_actor, owner_controlled and attribution; the interface fixes no types for them (in practice: string id, an event type such as attributable-click, an ISO 8601 occurred_at, a string evidence_ref, booleans external_actor and owner_controlled, attribution none, inferred, direct or verified).
 * 
 * @maxItems 5000
 */
events: {
id: unknown
type: unknown
occurred_at: unknown
evidence_ref: unknown
external_actor: unknown
owner_controlled: unknown
attribution: unknown
[k: string]: unknown
}[]
/**
 * Money actually spent, in US dollars.
 */
cost_usd: number
/**
 * Owner hours actually spent.
 */
effort_hours: number
attribution_complete: boolean
owner_activity_excluded: boolean
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "channel-experiment-postmortem request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "experiment",
    "events",
    "cost_usd",
    "effort_hours",
    "attribution_complete",
    "owner_activity_excluded"
  ],
  "properties": {
    "observed_at": {
      "description": "When the caller assembled the postmortem; the check uses it as 'now', never the clock.",
      "type": "string",
      "format": "date-time"
    },
    "experiment": {
      "description": "The channel experiment as it was declared.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "channel",
        "hypothesis",
        "objective",
        "started_at",
        "ended_at",
        "declared_before_start",
        "gate",
        "variables",
        "changed_variables",
        "max_cost_usd",
        "max_effort_hours",
        "cooldown_days"
      ],
      "properties": {
        "id": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "channel": {
          "type": "string",
          "minLength": 1,
          "maxLength": 160
        },
        "hypothesis": {
          "type": "string",
          "minLength": 1,
          "maxLength": 2000
        },
        "objective": {
          "type": "string",
          "enum": [
            "qualified-demand",
            "revenue",
            "retention",
            "validated-learning"
          ]
        },
        "started_at": {
          "type": "string",
          "format": "date-time"
        },
        "ended_at": {
          "type": "string",
          "format": "date-time"
        },
        "declared_before_start": {
          "description": "Whether the hypothesis and gate were declared before the experiment started.",
          "type": "boolean"
        },
        "gate": {
          "description": "The predeclared outcome gate. The interface does not say whether it is closed, so extra keys are accepted.",
          "type": "object",
          "additionalProperties": true,
          "required": [
            "metric",
            "threshold",
            "window_days"
          ],
          "properties": {
            "metric": {
              "type": "string",
              "enum": [
                "attributable-click",
                "buyer-reply",
                "buyer-question",
                "checkout-open",
                "install",
                "payment-initiation",
                "external-settlement",
                "commission",
                "recurring-use",
                "measured-review-time-reduction",
                "page-view",
                "impression",
                "reaction",
                "indexing-event",
                "deployment",
                "directory-listing",
                "scan",
                "sent-message"
              ]
            },
            "threshold": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000000
            },
            "window_days": {
              "type": "integer",
              "minimum": 1,
              "maximum": 365
            }
          }
        },
        "variables": {
          "description": "The value of each experiment variable during the run.",
          "type": "object",
          "additionalProperties": false,
          "required": [
            "channel",
            "offer",
            "artifact",
            "audience",
            "timing"
          ],
          "properties": {
            "channel": {
              "type": "string"
            },
            "offer": {
              "type": "string"
            },
            "artifact": {
              "type": "string"
            },
            "audience": {
              "type": "string"
            },
            "timing": {
              "type": "string"
            }
          }
        },
        "changed_variables": {
          "description": "Which of the five experiment variables were changed.",
          "type": "array",
          "maxItems": 5,
          "items": {
            "type": "string",
            "enum": [
              "channel",
              "offer",
              "artifact",
              "audience",
              "timing"
            ]
          }
        },
        "max_cost_usd": {
          "$ref": "#/$defs/usd"
        },
        "max_effort_hours": {
          "$ref": "#/$defs/hours"
        },
        "cooldown_days": {
          "type": "integer",
          "minimum": 0,
          "maximum": 365
        }
      }
    },
    "events": {
      "description": "Events recorded for the experiment: open objects (extra keys allowed). Each requires id, type, occurred_at, evidence_ref, external_actor, owner_controlled and attribution; the interface fixes no types for them (in practice: string id, an event type such as attributable-click, an ISO 8601 occurred_at, a string evidence_ref, booleans external_actor and owner_controlled, attribution none, inferred, direct or verified).",
      "type": "array",
      "maxItems": 5000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "id",
          "type",
          "occurred_at",
          "evidence_ref",
          "external_actor",
          "owner_controlled",
          "attribution"
        ],
        "properties": {
          "id": {},
          "type": {},
          "occurred_at": {},
          "evidence_ref": {},
          "external_actor": {},
          "owner_controlled": {},
          "attribution": {}
        }
      }
    },
    "cost_usd": {
      "description": "Money actually spent, in US dollars.",
      "$ref": "#/$defs/usd"
    },
    "effort_hours": {
      "description": "Owner hours actually spent.",
      "$ref": "#/$defs/hours"
    },
    "attribution_complete": {
      "type": "boolean"
    },
    "owner_activity_excluded": {
      "type": "boolean"
    }
  },
  "$defs": {
    "usd": {
      "type": "number",
      "minimum": 0,
      "maximum": 1000000
    },
    "hours": {
      "type": "number",
      "minimum": 0,
      "maximum": 100000
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T09:00:00Z",
  "experiment": {
    "id": "exp-2026-02-directory",
    "channel": "Example Tool Directory",
    "hypothesis": "A directory listing with a working demo brings at least 20 attributable clicks from buyers within 14 days.",
    "objective": "qualified-demand",
    "started_at": "2026-02-10T00:00:00Z",
    "ended_at": "2026-02-24T00:00:00Z",
    "declared_before_start": true,
    "gate": {
      "metric": "attributable-click",
      "threshold": 20,
      "window_days": 14
    },
    "variables": {
      "channel": "tool-directory",
      "offer": "$0.05 per call",
      "artifact": "demo video + 2 screenshots",
      "audience": "bookkeepers",
      "timing": "weekday launch"
    },
    "changed_variables": [
      "artifact",
      "timing"
    ],
    "max_cost_usd": 50,
    "max_effort_hours": 8,
    "cooldown_days": 14
  },
  "events": [
    {
      "id": "ev1",
      "type": "attributable-click",
      "occurred_at": "2026-02-11T09:15:00Z",
      "evidence_ref": "links/dir-0211-a",
      "external_actor": true,
      "owner_controlled": false,
      "attribution": "direct",
      "actor_token": "act-19b2e6f0"
    },
    {
      "id": "ev2",
      "type": "attributable-click",
      "occurred_at": "2026-02-11T10:02:00Z",
      "evidence_ref": "links/dir-0211-b",
      "external_actor": false,
      "owner_controlled": true,
      "attribution": "direct",
      "note": "owner testing the link"
    },
    {
      "id": "ev3",
      "type": "attributable-click",
      "occurred_at": "2026-02-12T16:40:00Z",
      "evidence_ref": "links/dir-0212-a",
      "external_actor": true,
      "owner_controlled": false,
      "attribution": "inferred"
    },
    {
      "id": "ev4",
      "type": "buyer-question",
      "occurred_at": "2026-02-13T08:20:00Z",
      "evidence_ref": "support/ticket-2240",
      "external_actor": true,
      "owner_controlled": false,
      "attribution": "direct",
      "actor_token": "act-19b2e6f0"
    },
    {
      "id": "ev5",
      "type": "attributable-click",
      "occurred_at": "2026-02-27T12:00:00Z",
      "evidence_ref": "links/dir-0227-a",
      "external_actor": true,
      "owner_controlled": false,
      "attribution": "direct"
    }
  ],
  "cost_usd": 62.5,
  "effort_hours": 6,
  "attribution_complete": false,
  "owner_activity_excluded": false
};
