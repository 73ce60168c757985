// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export type Id = string

export interface Input {
/**
 * When the caller assembled the packet; the check uses it as 'now', never the clock.
 */
observed_at: string
/**
 * Greatest acceptable age of evidence, in days.
 */
max_evidence_age_days: number
/**
 * The product being submitted.
 */
product: {
id: Id
name: string
version: string
canonical_url: string
/**
 * Where a buyer can take the offer.
 */
offer_url: string
price_usd: number
}
/**
 * The target channel and its caller-captured rules.
 */
channel: {
name: string
kind: ("agent-directory" | "marketplace" | "community" | "social" | "package-registry" | "product-launch" | "owned-search")
rules_captured_at: string
rules_source_url: string
rule_status: ("verified" | "review-required" | "unknown" | "blocked")
link_policy: ("allowed" | "limited" | "prohibited" | "unknown")
pricing_disclosure_required: boolean
demo_required: boolean
screenshots_required: number
/**
 * Identity fields the channel asks for (a maker bio, for example); they must be human-authored.
 * 
 * @maxItems 50
 */
identity_fields: string[]
}
/**
 * Claims the submission will make.
 * 
 * @minItems 1
 * @maxItems 250
 */
claims: {
id: Id
text: string
/**
 * @maxItems 100
 */
evidence_ids: string[]
required_for_submission: boolean
/**
 * The claim speaks from a person's own experience.
 */
personal_experience: boolean
/**
 * The human-authored field that carries this claim.
 */
human_field?: string
}[]
/**
 * Observed proof items.
 * 
 * @minItems 1
 * @maxItems 500
 */
evidence: {
id: Id
type: ("product-page" | "documentation" | "registry" | "demo" | "screenshot" | "payment" | "release" | "support" | "security" | "privacy" | "experiment")
source_url: string
captured_at: string
observed: boolean
/**
 * @maxItems 250
 */
supports_claim_ids: string[]
}[]
/**
 * The submission artifacts prepared for the channel.
 */
artifacts: {
demo_url: string
install_path: string
/**
 * @maxItems 20
 */
screenshots: {
id: string
evidence_id: string
}[]
pricing_disclosure: string
link_target: string
attribution_mechanism: string
}
/**
 * Field name -> whether a human authored it (free keys, boolean values).
 */
human_authored_fields: {
[k: string]: boolean
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "proof-to-channel-evidence-packet request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "max_evidence_age_days",
    "product",
    "channel",
    "claims",
    "evidence",
    "artifacts",
    "human_authored_fields"
  ],
  "properties": {
    "observed_at": {
      "description": "When the caller assembled the packet; the check uses it as 'now', never the clock.",
      "type": "string",
      "format": "date-time"
    },
    "max_evidence_age_days": {
      "description": "Greatest acceptable age of evidence, in days.",
      "type": "integer",
      "minimum": 1,
      "maximum": 365
    },
    "product": {
      "description": "The product being submitted.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "id",
        "name",
        "version",
        "canonical_url",
        "offer_url",
        "price_usd"
      ],
      "properties": {
        "id": {
          "$ref": "#/$defs/id"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 160
        },
        "version": {
          "type": "string",
          "maxLength": 60
        },
        "canonical_url": {
          "type": "string",
          "format": "uri"
        },
        "offer_url": {
          "description": "Where a buyer can take the offer.",
          "type": "string",
          "format": "uri"
        },
        "price_usd": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000000
        }
      }
    },
    "channel": {
      "description": "The target channel and its caller-captured rules.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "kind",
        "rules_captured_at",
        "rules_source_url",
        "rule_status",
        "link_policy",
        "pricing_disclosure_required",
        "demo_required",
        "screenshots_required",
        "identity_fields"
      ],
      "properties": {
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 160
        },
        "kind": {
          "type": "string",
          "enum": [
            "agent-directory",
            "marketplace",
            "community",
            "social",
            "package-registry",
            "product-launch",
            "owned-search"
          ]
        },
        "rules_captured_at": {
          "type": "string",
          "format": "date-time"
        },
        "rules_source_url": {
          "type": "string",
          "format": "uri"
        },
        "rule_status": {
          "type": "string",
          "enum": [
            "verified",
            "review-required",
            "unknown",
            "blocked"
          ]
        },
        "link_policy": {
          "type": "string",
          "enum": [
            "allowed",
            "limited",
            "prohibited",
            "unknown"
          ]
        },
        "pricing_disclosure_required": {
          "type": "boolean"
        },
        "demo_required": {
          "type": "boolean"
        },
        "screenshots_required": {
          "type": "integer",
          "minimum": 0,
          "maximum": 20
        },
        "identity_fields": {
          "description": "Identity fields the channel asks for (a maker bio, for example); they must be human-authored.",
          "type": "array",
          "maxItems": 50,
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 120
          }
        }
      }
    },
    "claims": {
      "description": "Claims the submission will make.",
      "type": "array",
      "minItems": 1,
      "maxItems": 250,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "text",
          "evidence_ids",
          "required_for_submission",
          "personal_experience"
        ],
        "properties": {
          "id": {
            "$ref": "#/$defs/id"
          },
          "text": {
            "type": "string",
            "minLength": 1,
            "maxLength": 2000
          },
          "evidence_ids": {
            "type": "array",
            "maxItems": 100,
            "items": {
              "type": "string"
            }
          },
          "required_for_submission": {
            "type": "boolean"
          },
          "personal_experience": {
            "description": "The claim speaks from a person's own experience.",
            "type": "boolean"
          },
          "human_field": {
            "description": "The human-authored field that carries this claim.",
            "type": "string",
            "maxLength": 120
          }
        }
      }
    },
    "evidence": {
      "description": "Observed proof items.",
      "type": "array",
      "minItems": 1,
      "maxItems": 500,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "id",
          "type",
          "source_url",
          "captured_at",
          "observed",
          "supports_claim_ids"
        ],
        "properties": {
          "id": {
            "$ref": "#/$defs/id"
          },
          "type": {
            "type": "string",
            "enum": [
              "product-page",
              "documentation",
              "registry",
              "demo",
              "screenshot",
              "payment",
              "release",
              "support",
              "security",
              "privacy",
              "experiment"
            ]
          },
          "source_url": {
            "type": "string",
            "format": "uri"
          },
          "captured_at": {
            "type": "string",
            "format": "date-time"
          },
          "observed": {
            "type": "boolean"
          },
          "supports_claim_ids": {
            "type": "array",
            "maxItems": 250,
            "items": {
              "type": "string"
            }
          }
        }
      }
    },
    "artifacts": {
      "description": "The submission artifacts prepared for the channel.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "demo_url",
        "install_path",
        "screenshots",
        "pricing_disclosure",
        "link_target",
        "attribution_mechanism"
      ],
      "properties": {
        "demo_url": {
          "type": "string"
        },
        "install_path": {
          "type": "string",
          "maxLength": 2000
        },
        "screenshots": {
          "type": "array",
          "maxItems": 20,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "id",
              "evidence_id"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "evidence_id": {
                "type": "string"
              }
            }
          }
        },
        "pricing_disclosure": {
          "type": "string",
          "maxLength": 2000
        },
        "link_target": {
          "type": "string"
        },
        "attribution_mechanism": {
          "type": "string",
          "maxLength": 2000
        }
      }
    },
    "human_authored_fields": {
      "description": "Field name -> whether a human authored it (free keys, boolean values).",
      "type": "object",
      "additionalProperties": {
        "type": "boolean"
      }
    }
  },
  "$defs": {
    "id": {
      "type": "string",
      "minLength": 1,
      "maxLength": 120
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T09:00:00Z",
  "max_evidence_age_days": 90,
  "product": {
    "id": "invoice-lint",
    "name": "Invoice Lint",
    "version": "1.4.0",
    "canonical_url": "https://invoicelint.example.com/",
    "offer_url": "https://invoicelint.example.com/pricing",
    "price_usd": 0.05
  },
  "channel": {
    "name": "Example Tool Directory",
    "kind": "agent-directory",
    "rules_captured_at": "2026-02-25T10:00:00Z",
    "rules_source_url": "https://tools.example.org/submission-guidelines",
    "rule_status": "verified",
    "link_policy": "limited",
    "pricing_disclosure_required": true,
    "demo_required": true,
    "screenshots_required": 2,
    "identity_fields": [
      "maker_bio",
      "why_i_built_this"
    ]
  },
  "claims": [
    {
      "id": "c-speed",
      "text": "Lints a 20-line invoice in under two seconds.",
      "evidence_ids": [
        "ev-demo"
      ],
      "required_for_submission": true,
      "personal_experience": false
    },
    {
      "id": "c-teams",
      "text": "Used by 500 accounting teams.",
      "evidence_ids": [],
      "required_for_submission": false,
      "personal_experience": false
    },
    {
      "id": "c-story",
      "text": "I built this after a rejected VAT filing cost me a week.",
      "evidence_ids": [],
      "required_for_submission": true,
      "personal_experience": true,
      "human_field": "why_i_built_this"
    }
  ],
  "evidence": [
    {
      "id": "ev-demo",
      "type": "demo",
      "source_url": "https://invoicelint.example.com/demo",
      "captured_at": "2026-02-28T12:00:00Z",
      "observed": true,
      "supports_claim_ids": [
        "c-speed"
      ]
    },
    {
      "id": "ev-pricing",
      "type": "product-page",
      "source_url": "https://invoicelint.example.com/pricing",
      "captured_at": "2025-10-15T09:00:00Z",
      "observed": true,
      "supports_claim_ids": []
    },
    {
      "id": "ev-shot-1",
      "type": "screenshot",
      "source_url": "https://invoicelint.example.com/img/findings.png",
      "captured_at": "2026-02-28T12:05:00Z",
      "observed": true,
      "supports_claim_ids": [
        "c-speed"
      ]
    }
  ],
  "artifacts": {
    "demo_url": "https://invoicelint.example.com/demo",
    "install_path": "npx -y invoice-lint-mcp",
    "screenshots": [
      {
        "id": "shot-1",
        "evidence_id": "ev-shot-1"
      }
    ],
    "pricing_disclosure": "$0.05 per checked invoice, paid per call; no subscription.",
    "link_target": "https://bit.ly/3xInvoiceLint",
    "attribution_mechanism": "utm_source=tool-directory on the offer link"
  },
  "human_authored_fields": {
    "maker_bio": true,
    "why_i_built_this": false
  }
};
