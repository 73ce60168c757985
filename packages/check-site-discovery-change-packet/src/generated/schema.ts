// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
baseline: Snapshot
current: Snapshot
}
/**
 * Discovery evidence of one site captured at one time.
 */
export interface Snapshot {
/**
 * When the evidence was captured.
 */
captured_at: string
/**
 * The page the evidence describes.
 */
url: string
/**
 * The robots.txt text as served.
 */
robots_text: string
/**
 * URLs listed in the sitemap.
 * 
 * @maxItems 5000
 */
sitemap_urls: string[]
/**
 * The canonical link of the page.
 */
canonical: string
/**
 * Structured-data types declared on the page.
 * 
 * @maxItems 100
 */
schema_types: string[]
/**
 * The page title.
 */
title?: string
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "site-discovery-change-packet request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "baseline",
    "current"
  ],
  "properties": {
    "baseline": {
      "$ref": "#/$defs/snapshot"
    },
    "current": {
      "$ref": "#/$defs/snapshot"
    }
  },
  "$defs": {
    "snapshot": {
      "description": "Discovery evidence of one site captured at one time.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "captured_at",
        "url",
        "robots_text",
        "sitemap_urls",
        "canonical",
        "schema_types"
      ],
      "properties": {
        "captured_at": {
          "description": "When the evidence was captured.",
          "type": "string",
          "format": "date-time"
        },
        "url": {
          "description": "The page the evidence describes.",
          "type": "string",
          "format": "uri"
        },
        "robots_text": {
          "description": "The robots.txt text as served.",
          "type": "string",
          "maxLength": 32768
        },
        "sitemap_urls": {
          "description": "URLs listed in the sitemap.",
          "type": "array",
          "maxItems": 5000,
          "items": {
            "type": "string"
          }
        },
        "canonical": {
          "description": "The canonical link of the page.",
          "type": "string"
        },
        "schema_types": {
          "description": "Structured-data types declared on the page.",
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "string"
          }
        },
        "title": {
          "description": "The page title.",
          "type": "string"
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "baseline": {
    "captured_at": "2026-02-01T09:00:00Z",
    "url": "https://shop.example.com/guides/espresso-grinders",
    "robots_text": "User-agent: *\nDisallow: /cart\nSitemap: https://shop.example.com/sitemap.xml\n",
    "sitemap_urls": [
      "https://shop.example.com/",
      "https://shop.example.com/guides/espresso-grinders",
      "https://shop.example.com/guides/milk-frothing"
    ],
    "canonical": "https://shop.example.com/guides/espresso-grinders",
    "schema_types": [
      "Article",
      "BreadcrumbList",
      "FAQPage"
    ],
    "title": "Choosing an Espresso Grinder | Example Shop"
  },
  "current": {
    "captured_at": "2026-03-01T09:00:00Z",
    "url": "https://shop.example.com/guides/espresso-grinders",
    "robots_text": "User-agent: *\nDisallow: /cart\nDisallow: /guides/\n",
    "sitemap_urls": [
      "https://shop.example.com/",
      "https://shop.example.com/guides/milk-frothing"
    ],
    "canonical": "https://shop.example.com/guides/grinders",
    "schema_types": [
      "Article",
      "BreadcrumbList"
    ],
    "title": "Espresso Grinders"
  }
};
