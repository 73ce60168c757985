// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Calendar events (VEVENTs) with iCalendar-style values. Extra keys are allowed.
 * 
 * @minItems 1
 * @maxItems 1000
 */
events: {
/**
 * The event UID; repeated UIDs are updates of one event.
 */
uid: string
/**
 * DTSTART value: 20261108T013000 (floating), 20261108T013000Z (UTC), TZID=America/Chicago:20261108T013000, or VALUE=DATE:20261108 / 20261108 (all day).
 */
dtstart: string
/**
 * DTEND value, same forms as dtstart (exclusive end).
 */
dtend: string
/**
 * Optional value type of dtstart and dtend when the values carry no VALUE parameter: DATE or DATE-TIME.
 */
value_type?: (string | number | boolean | null | unknown[] | {

})
/**
 * Optional time zone applied to dtstart and dtend values that carry neither a TZID parameter nor Z.
 */
tzid?: (string | number | boolean | null | unknown[] | {

})
/**
 * SEQUENCE: a non-negative integer that increases with every update of the same uid.
 */
sequence?: (string | number | boolean | null | unknown[] | {

})
/**
 * RRULE value, e.g. FREQ=WEEKLY;UNTIL=20261231T235959Z.
 */
rrule?: (string | number | boolean | null | unknown[] | {

})
[k: string]: unknown
}[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "calendar-invite-timezone-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "events"
  ],
  "properties": {
    "events": {
      "description": "Calendar events (VEVENTs) with iCalendar-style values. Extra keys are allowed.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "uid",
          "dtstart",
          "dtend"
        ],
        "properties": {
          "uid": {
            "description": "The event UID; repeated UIDs are updates of one event.",
            "type": "string"
          },
          "dtstart": {
            "description": "DTSTART value: 20261108T013000 (floating), 20261108T013000Z (UTC), TZID=America/Chicago:20261108T013000, or VALUE=DATE:20261108 / 20261108 (all day).",
            "type": "string"
          },
          "dtend": {
            "description": "DTEND value, same forms as dtstart (exclusive end).",
            "type": "string"
          },
          "value_type": {
            "description": "Optional value type of dtstart and dtend when the values carry no VALUE parameter: DATE or DATE-TIME.",
            "type": [
              "string",
              "number",
              "boolean",
              "null",
              "array",
              "object"
            ]
          },
          "tzid": {
            "description": "Optional time zone applied to dtstart and dtend values that carry neither a TZID parameter nor Z.",
            "type": [
              "string",
              "number",
              "boolean",
              "null",
              "array",
              "object"
            ]
          },
          "sequence": {
            "description": "SEQUENCE: a non-negative integer that increases with every update of the same uid.",
            "type": [
              "string",
              "number",
              "boolean",
              "null",
              "array",
              "object"
            ]
          },
          "rrule": {
            "description": "RRULE value, e.g. FREQ=WEEKLY;UNTIL=20261231T235959Z.",
            "type": [
              "string",
              "number",
              "boolean",
              "null",
              "array",
              "object"
            ]
          }
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "events": [
    {
      "uid": "standup@example.com",
      "dtstart": "TZID=America/Chicago:20260309T090000",
      "dtend": "TZID=America/Chicago:20260309T091500",
      "sequence": 0,
      "rrule": "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261228T150000Z"
    },
    {
      "uid": "deploy@example.com",
      "dtstart": "TZID=America/Chicago:20260308T023000",
      "dtend": "TZID=America/Chicago:20260308T033000",
      "sequence": 1
    },
    {
      "uid": "backup@example.com",
      "dtstart": "TZID=America/Chicago:20261101T013000",
      "dtend": "TZID=America/Chicago:20261101T020000",
      "sequence": 0
    },
    {
      "uid": "lunch@example.com",
      "dtstart": "20261108T120000",
      "dtend": "20261108T130000"
    },
    {
      "uid": "offsite@example.com",
      "dtstart": "VALUE=DATE:20261112",
      "dtend": "20261113T170000Z"
    },
    {
      "uid": "holiday@example.com",
      "dtstart": "VALUE=DATE:20261126",
      "dtend": "VALUE=DATE:20261126"
    },
    {
      "uid": "review@example.com",
      "dtstart": "TZID=Europe/Berlin:20261110T100000",
      "dtend": "TZID=Europe/Berlin:20261110T110000",
      "sequence": 2
    },
    {
      "uid": "review@example.com",
      "dtstart": "TZID=Europe/Berlin:20261110T140000",
      "dtend": "TZID=Europe/Berlin:20261110T150000",
      "sequence": 1
    },
    {
      "uid": "sync@example.com",
      "dtstart": "TZID=US/Pacific-Time:20261110T100000",
      "dtend": "TZID=US/Pacific-Time:20261110T090000"
    },
    {
      "uid": "retro@example.com",
      "dtstart": "TZID=Europe/London:20261201T160000",
      "dtend": "TZID=Europe/London:20261201T170000",
      "rrule": "FREQ=MONTHLY;UNTIL=20270601"
    }
  ]
};
