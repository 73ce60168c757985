// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

/**
 * Price in US dollars, 0 to 10000.
 */
export type PriceUsd = number

export interface Input {
/**
 * When the caller assembled this evidence; freshness is judged against it, never against the clock.
 */
observed_at: string
/**
 * The release being distributed, as its owner declares it.
 */
product: {
name: string
version: string
kind: ("mcp-server" | "agent-skill" | "paid-api")
canonical_url: string
price_usd: PriceUsd
}
/**
 * Captured discovery surfaces (pages, registries, transports) and what each one showed.
 * 
 * @minItems 1
 * @maxItems 100
 */
surfaces: Surface[]
/**
 * Public claims about the product, each with the surfaces that support it.
 * 
 * @maxItems 100
 */
claims: Claim[]
/**
 * The launch channels the release is headed for.
 * 
 * @maxItems 6
 */
target_channels: ("mcp-registry" | "tool-directory" | "package-index" | "source-host" | "launch-site" | "show-forum")[]
/**
 * Launch-readiness facts the owner asserts; all optional.
 */
launch_evidence?: {
tryable_without_signup?: boolean
founder_available?: boolean
generated_comments_planned?: boolean
live_product?: boolean
pricing_transparent?: boolean
unique_value_evidence?: string
}
}
export interface Surface {
id: string
type: ("homepage" | "documentation" | "pricing" | "support" | "security" | "package-registry" | "agent-registry" | "transport" | "source-repository")
url: string
captured_at: string
http_status: number
/**
 * Product name as this surface shows it.
 */
name?: string
/**
 * Version as this surface shows it.
 */
version?: string
/**
 * Canonical URL as this surface declares it.
 */
canonical_url?: string
price_usd?: PriceUsd
install_command?: string
/**
 * @maxItems 1000
 */
capabilities?: string[]
evidence_ref?: string
}
export interface Claim {
id: string
text: string
/**
 * @maxItems 100
 */
evidence_surface_ids: string[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "agent-distribution-readiness-pack request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "product",
    "surfaces",
    "claims",
    "target_channels"
  ],
  "properties": {
    "observed_at": {
      "description": "When the caller assembled this evidence; freshness is judged against it, never against the clock.",
      "type": "string",
      "format": "date-time"
    },
    "product": {
      "description": "The release being distributed, as its owner declares it.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "version",
        "kind",
        "canonical_url",
        "price_usd"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 120
        },
        "version": {
          "type": "string"
        },
        "kind": {
          "type": "string",
          "enum": [
            "mcp-server",
            "agent-skill",
            "paid-api"
          ]
        },
        "canonical_url": {
          "type": "string",
          "format": "uri"
        },
        "price_usd": {
          "$ref": "#/$defs/price_usd"
        }
      }
    },
    "surfaces": {
      "description": "Captured discovery surfaces (pages, registries, transports) and what each one showed.",
      "type": "array",
      "minItems": 1,
      "maxItems": 100,
      "items": {
        "$ref": "#/$defs/surface"
      }
    },
    "claims": {
      "description": "Public claims about the product, each with the surfaces that support it.",
      "type": "array",
      "maxItems": 100,
      "items": {
        "$ref": "#/$defs/claim"
      }
    },
    "target_channels": {
      "description": "The launch channels the release is headed for.",
      "type": "array",
      "maxItems": 6,
      "items": {
        "type": "string",
        "enum": [
          "mcp-registry",
          "tool-directory",
          "package-index",
          "source-host",
          "launch-site",
          "show-forum"
        ]
      }
    },
    "launch_evidence": {
      "description": "Launch-readiness facts the owner asserts; all optional.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "tryable_without_signup": {
          "type": "boolean"
        },
        "founder_available": {
          "type": "boolean"
        },
        "generated_comments_planned": {
          "type": "boolean"
        },
        "live_product": {
          "type": "boolean"
        },
        "pricing_transparent": {
          "type": "boolean"
        },
        "unique_value_evidence": {
          "type": "string"
        }
      }
    }
  },
  "$defs": {
    "price_usd": {
      "description": "Price in US dollars, 0 to 10000.",
      "type": "number",
      "minimum": 0,
      "maximum": 10000
    },
    "surface": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "type",
        "url",
        "captured_at",
        "http_status"
      ],
      "properties": {
        "id": {
          "type": "string"
        },
        "type": {
          "type": "string",
          "enum": [
            "homepage",
            "documentation",
            "pricing",
            "support",
            "security",
            "package-registry",
            "agent-registry",
            "transport",
            "source-repository"
          ]
        },
        "url": {
          "type": "string",
          "format": "uri"
        },
        "captured_at": {
          "type": "string",
          "format": "date-time"
        },
        "http_status": {
          "type": "integer",
          "minimum": 100,
          "maximum": 599
        },
        "name": {
          "description": "Product name as this surface shows it.",
          "type": "string"
        },
        "version": {
          "description": "Version as this surface shows it.",
          "type": "string"
        },
        "canonical_url": {
          "description": "Canonical URL as this surface declares it.",
          "type": "string",
          "format": "uri"
        },
        "price_usd": {
          "$ref": "#/$defs/price_usd"
        },
        "install_command": {
          "type": "string"
        },
        "capabilities": {
          "type": "array",
          "maxItems": 1000,
          "items": {
            "type": "string"
          }
        },
        "evidence_ref": {
          "type": "string"
        }
      }
    },
    "claim": {
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "text",
        "evidence_surface_ids"
      ],
      "properties": {
        "id": {
          "type": "string"
        },
        "text": {
          "type": "string",
          "minLength": 1,
          "maxLength": 500
        },
        "evidence_surface_ids": {
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "string"
          }
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T09:00:00Z",
  "product": {
    "name": "invoice-lint",
    "version": "1.4.0",
    "kind": "mcp-server",
    "canonical_url": "https://invoicelint.example.com/",
    "price_usd": 0.05
  },
  "surfaces": [
    {
      "id": "home",
      "type": "homepage",
      "url": "https://invoicelint.example.com/",
      "captured_at": "2026-03-01T18:20:00Z",
      "http_status": 200,
      "name": "invoice-lint",
      "version": "1.4.0",
      "canonical_url": "https://invoicelint.example.com/",
      "price_usd": 0.05,
      "evidence_ref": "capture/home-2026-03-01.html"
    },
    {
      "id": "docs",
      "type": "documentation",
      "url": "https://invoicelint.example.com/docs",
      "captured_at": "2026-03-01T18:21:00Z",
      "http_status": 200,
      "capabilities": [
        "lint_invoice",
        "explain_finding"
      ],
      "evidence_ref": "capture/docs-2026-03-01.html"
    },
    {
      "id": "npm",
      "type": "package-registry",
      "url": "https://www.npmjs.com/package/invoice-lint-mcp",
      "captured_at": "2026-03-01T18:25:00Z",
      "http_status": 200,
      "name": "invoice-lint-mcp",
      "version": "1.3.2",
      "install_command": "npx -y invoice-lint-mcp",
      "evidence_ref": "capture/npm-2026-03-01.json"
    },
    {
      "id": "pricing",
      "type": "pricing",
      "url": "https://invoicelint.example.com/pricing",
      "captured_at": "2025-11-10T08:00:00Z",
      "http_status": 200,
      "price_usd": 0.1
    },
    {
      "id": "mcp",
      "type": "transport",
      "url": "https://invoicelint.example.com/mcp",
      "captured_at": "2026-03-01T18:30:00Z",
      "http_status": 401,
      "capabilities": [
        "lint_invoice"
      ]
    }
  ],
  "claims": [
    {
      "id": "c1",
      "text": "Lints an invoice in under two seconds.",
      "evidence_surface_ids": [
        "docs"
      ]
    },
    {
      "id": "c2",
      "text": "Used by 500 accounting teams.",
      "evidence_surface_ids": []
    }
  ],
  "target_channels": [
    "mcp-registry",
    "package-index",
    "show-forum"
  ],
  "launch_evidence": {
    "tryable_without_signup": false,
    "founder_available": true,
    "generated_comments_planned": false,
    "live_product": true,
    "pricing_transparent": true,
    "unique_value_evidence": "Catches VAT-number format errors that generic linters miss."
  }
};
