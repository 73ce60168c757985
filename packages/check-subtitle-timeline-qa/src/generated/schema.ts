// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Subtitle cues (SRT, WebVTT, TTML events already parsed). Extra keys are allowed and ignored.
 * 
 * @minItems 1
 * @maxItems 1000
 */
cues: {
/**
 * The caller's cue identifier (an SRT counter or a WebVTT cue id).
 */
id: (string | number)
/**
 * Start time in milliseconds from the start of the media.
 */
start_ms: number
/**
 * End time in milliseconds from the start of the media.
 */
end_ms: number
/**
 * Cue text; line breaks separate lines; inline markup such as <i> is allowed.
 */
text: string
[k: string]: unknown
}[]
/**
 * Reading-speed limit in characters per second; default 17 (adult content).
 */
max_characters_per_second?: number
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "subtitle-timeline-qa request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "cues"
  ],
  "properties": {
    "cues": {
      "description": "Subtitle cues (SRT, WebVTT, TTML events already parsed). Extra keys are allowed and ignored.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "id",
          "start_ms",
          "end_ms",
          "text"
        ],
        "properties": {
          "id": {
            "description": "The caller's cue identifier (an SRT counter or a WebVTT cue id).",
            "type": [
              "string",
              "integer"
            ]
          },
          "start_ms": {
            "description": "Start time in milliseconds from the start of the media.",
            "type": "number"
          },
          "end_ms": {
            "description": "End time in milliseconds from the start of the media.",
            "type": "number"
          },
          "text": {
            "description": "Cue text; line breaks separate lines; inline markup such as <i> is allowed.",
            "type": "string"
          }
        }
      }
    },
    "max_characters_per_second": {
      "description": "Reading-speed limit in characters per second; default 17 (adult content).",
      "type": "number",
      "exclusiveMinimum": 0
    }
  }
};

export const sampleInput: Input = {
  "cues": [
    {
      "id": "1",
      "start_ms": 1000,
      "end_ms": 3500,
      "text": "<i>Previously on the show...</i>"
    },
    {
      "id": "2",
      "start_ms": 3540,
      "end_ms": 5200,
      "text": "We need to leave before the storm reaches the harbour tonight."
    },
    {
      "id": "3",
      "start_ms": 5000,
      "end_ms": 7000,
      "text": "Wait."
    },
    {
      "id": "4",
      "start_ms": 7500,
      "end_ms": 7900,
      "text": "Now!"
    },
    {
      "id": "5",
      "start_ms": 9000,
      "end_ms": 8800,
      "text": "Where is everyone?"
    },
    {
      "id": "6",
      "start_ms": 10000,
      "end_ms": 12500,
      "text": "   "
    },
    {
      "id": "6",
      "start_ms": 13000,
      "end_ms": 21000,
      "text": "This line is far too long to fit the safe width\nand there is\na third line"
    }
  ],
  "max_characters_per_second": 17
};
