// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Relative, '/'-separated paths to check (a trailing '/' marks a directory).
 * 
 * @minItems 1
 * @maxItems 5000
 */
paths: string[]
/**
 * Longest acceptable path in UTF-16 code units, as Windows counts (default 260).
 */
max_path_length?: number
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "filename-portability-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "paths"
  ],
  "properties": {
    "paths": {
      "description": "Relative, '/'-separated paths to check (a trailing '/' marks a directory).",
      "type": "array",
      "minItems": 1,
      "maxItems": 5000,
      "items": {
        "type": "string",
        "maxLength": 4096
      }
    },
    "max_path_length": {
      "description": "Longest acceptable path in UTF-16 code units, as Windows counts (default 260).",
      "type": "integer",
      "minimum": 1,
      "maximum": 32767
    }
  }
};

export const sampleInput: Input = {
  "paths": [
    "docs/README.md",
    "docs/readme.md",
    "assets/aux.png",
    "notes/meeting: q3?.txt",
    "reports/final. ",
    "café/menu.pdf",
    "café/menu.pdf",
    "src/components/Button.tsx"
  ],
  "max_path_length": 260
};
