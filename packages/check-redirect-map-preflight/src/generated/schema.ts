// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The redirect map: one rule per item. Extra keys (status, note, ...) are allowed and ignored.
 * 
 * @minItems 1
 * @maxItems 1000
 */
redirects: {
/**
 * The URL that redirects: an absolute http(s) URL or a root-relative path such as /old-page.
 */
source: string
/**
 * Where it redirects to: an absolute URL, a root-relative path, or a path relative to the source.
 */
destination: string
[k: string]: unknown
}[]
/**
 * Legacy URLs that must keep working (for example every URL of the old site); each one needs a redirect.
 * 
 * @maxItems 2000
 */
baseline_sources?: string[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "redirect-map-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "redirects"
  ],
  "properties": {
    "redirects": {
      "description": "The redirect map: one rule per item. Extra keys (status, note, ...) are allowed and ignored.",
      "type": "array",
      "minItems": 1,
      "maxItems": 1000,
      "items": {
        "type": "object",
        "additionalProperties": true,
        "required": [
          "source",
          "destination"
        ],
        "properties": {
          "source": {
            "description": "The URL that redirects: an absolute http(s) URL or a root-relative path such as /old-page.",
            "type": "string"
          },
          "destination": {
            "description": "Where it redirects to: an absolute URL, a root-relative path, or a path relative to the source.",
            "type": "string"
          }
        }
      }
    },
    "baseline_sources": {
      "description": "Legacy URLs that must keep working (for example every URL of the old site); each one needs a redirect.",
      "type": "array",
      "maxItems": 2000,
      "items": {
        "type": "string"
      }
    }
  }
};

export const sampleInput: Input = {
  "redirects": [
    {
      "source": "https://shop.example.com/old-shoes",
      "destination": "/shoes",
      "status": 301
    },
    {
      "source": "/shoes",
      "destination": "/footwear/"
    },
    {
      "source": "/blog/2019/?page=2&tag=news",
      "destination": "/news?tag=news&page=2"
    },
    {
      "source": "/news",
      "destination": "/news/"
    },
    {
      "source": "/sale",
      "destination": "/promo"
    },
    {
      "source": "/promo",
      "destination": "/sale"
    },
    {
      "source": "/about",
      "destination": "/company/about"
    },
    {
      "source": "/about/",
      "destination": "/about-us"
    },
    {
      "source": "/team",
      "destination": "javascript:alert(1)"
    },
    {
      "source": "/blog/post-1",
      "destination": "../../archive/post-1"
    }
  ],
  "baseline_sources": [
    "/old-shoes",
    "/about",
    "/contact",
    "/blog/2019?tag=news&page=2"
  ]
};
