// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Tracked links, each with the caller's id and the full URL. Extra keys are allowed and ignored.
 * 
 * @minItems 1
 * @maxItems 1000
 */
links: {
/**
 * The caller's identifier of the link.
 */
id: string
/**
 * The link as it will be published.
 */
url: string
[k: string]: unknown
}[]
/**
 * The campaign's UTM policy.
 */
policy?: {
/**
 * Query parameters every link must carry (default utm_source, utm_medium, utm_campaign).
 */
required?: string[]
/**
 * Parameter name to its allowed values (an array of strings, or one string).
 */
allowed_values?: {
[k: string]: unknown
}
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "utm-link-consistency-checker request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "links"
  ],
  "properties": {
    "links": {
      "description": "Tracked links, each with the caller's id and the full URL. Extra keys are allowed and ignored.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "id",
          "url"
        ],
        "properties": {
          "id": {
            "type": "string",
            "description": "The caller's identifier of the link."
          },
          "url": {
            "type": "string",
            "description": "The link as it will be published."
          }
        }
      }
    },
    "policy": {
      "description": "The campaign's UTM policy.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "required": {
          "description": "Query parameters every link must carry (default utm_source, utm_medium, utm_campaign).",
          "type": "array",
          "items": {
            "type": "string"
          }
        },
        "allowed_values": {
          "description": "Parameter name to its allowed values (an array of strings, or one string).",
          "type": "object",
          "additionalProperties": true
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "links": [
    {
      "id": "nl-hero",
      "url": "https://shop.example.com/sale?utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale"
    },
    {
      "id": "nl-footer",
      "url": "https://shop.example.com/sale?utm_source=Newsletter&utm_medium=email&utm_campaign=spring_sale"
    },
    {
      "id": "ig-bio",
      "url": "https://shop.example.com/?utm_source=instagram&utm_medium=social"
    },
    {
      "id": "fb-post",
      "url": "https://shop.example.com/sale?utm_source=facebook&utm_medium=paid-social&utm_campaign=spring_sale%20"
    },
    {
      "id": "nl-hero-copy",
      "url": "https://SHOP.example.com/sale?utm_medium=email&utm_source=newsletter&utm_campaign=spring_sale#top"
    },
    {
      "id": "sms-1",
      "url": "https://shop.example.com/sale?utm_source=sms&utm_medium=sms&utm_campaign=spring_sale&email=jane%40example.com"
    },
    {
      "id": "app-link",
      "url": "https://shop.example.com/app#utm_source=app&utm_medium=banner&utm_campaign=spring_sale"
    }
  ],
  "policy": {
    "allowed_values": {
      "utm_medium": [
        "email",
        "social",
        "sms",
        "banner"
      ]
    }
  }
};
