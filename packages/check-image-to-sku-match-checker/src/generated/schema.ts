// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The SKUs that should have images. Extra keys are allowed and ignored, except `expected_count`.
 * 
 * @minItems 1
 * @maxItems 1000
 */
roster: {
/**
 * The SKU as the catalog spells it.
 */
sku: string
/**
 * How many images this SKU should have (default 1).
 */
expected_count?: number
[k: string]: unknown
}[]
/**
 * The image files to match, by path. Extra keys are allowed and ignored.
 * 
 * @minItems 1
 * @maxItems 1000
 */
files: {
/**
 * File path; `/` or `\` separate folders.
 */
path: string
[k: string]: unknown
}[]
/**
 * A regular expression (RE2 syntax) with exactly one capture group that extracts the SKU from the file path. Without it, the default base-name rule applies.
 */
sku_pattern?: string
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "image-to-sku-match-checker request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "roster",
    "files"
  ],
  "properties": {
    "roster": {
      "description": "The SKUs that should have images. Extra keys are allowed and ignored, except `expected_count`.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "sku"
        ],
        "properties": {
          "sku": {
            "type": "string",
            "description": "The SKU as the catalog spells it."
          },
          "expected_count": {
            "type": "number",
            "description": "How many images this SKU should have (default 1)."
          }
        }
      }
    },
    "files": {
      "description": "The image files to match, by path. Extra keys are allowed and ignored.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "path"
        ],
        "properties": {
          "path": {
            "type": "string",
            "description": "File path; `/` or `\\` separate folders."
          }
        }
      }
    },
    "sku_pattern": {
      "description": "A regular expression (RE2 syntax) with exactly one capture group that extracts the SKU from the file path. Without it, the default base-name rule applies.",
      "type": "string",
      "maxLength": 300
    }
  }
};

export const sampleInput: Input = {
  "roster": [
    {
      "sku": "TEE-RED-M",
      "expected_count": 3
    },
    {
      "sku": "TEE-BLUE-M",
      "expected_count": 2
    },
    {
      "sku": "MUG-01"
    },
    {
      "sku": "mug-01"
    },
    {
      "sku": "CAP-9"
    }
  ],
  "files": [
    {
      "path": "images/TEE-RED-M_front.jpg"
    },
    {
      "path": "images/TEE-RED-M_back.jpg"
    },
    {
      "path": "images/TEE-BLUE-M_front.jpg"
    },
    {
      "path": "images/TEE-BLUE-M_back.JPG"
    },
    {
      "path": "images/tee-blue-m_back.png"
    },
    {
      "path": "images/MUG-01.png"
    },
    {
      "path": "images/SOCK-7_side.jpg"
    },
    {
      "path": "images/.DS_Store"
    }
  ]
};
