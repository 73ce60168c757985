// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

/**
 * What the community rules say about this kind of content.
 */
export type Policy = ("prohibited" | "limited" | "allowed" | "unknown")

export interface Input {
/**
 * When the caller assembled this evidence; the check uses it as 'now', never the clock.
 */
observed_at: string
/**
 * The kind of community channel the action is planned for.
 */
channel: ("discussion-board" | "news-forum" | "show-forum" | "launch-site")
/**
 * The proposed action, described by flags the caller sets.
 */
action: {
type: ("post" | "comment" | "launch" | "direct-message")
promotes_own_product: boolean
generated_or_ai_edited_text: boolean
asks_for_votes: boolean
asks_for_comments: boolean
paid_hunter_or_traffic: boolean
shortened_or_redirected_link: boolean
claims_supported: boolean
repeated_or_unsolicited: boolean
redirect_intended_to_bypass_block: boolean
live_product: boolean
tryable_without_signup: boolean
founder_available: boolean
non_trivial_product: boolean
landing_page_only: boolean
pricing_transparent: boolean
link_url?: string
selected_flair?: string
unique_value_evidence?: string
}
/**
 * Credibility evidence of the posting account, normalized by the caller.
 */
account: {
identity_type: ("person" | "company" | "unknown")
primary_use_is_promotion: boolean
/**
 * Account age in whole days.
 */
age_days: number
/**
 * Karma or reputation in this community.
 */
community_karma: number
/**
 * All contributions to this community.
 */
community_contributions: number
/**
 * Contributions that promoted the caller's own products.
 */
promotional_contributions: number
}
/**
 * Caller-supplied normalized rules of the specific community; decisions for the discussion-board channel need them.
 */
community?: {
name: string
rules_captured_at: string
rules_source_url: string
promotion_policy: Policy
link_policy: Policy
ai_content_policy: Policy
/**
 * Largest allowed share of promotional contributions, 0 to 1.
 */
max_promotional_ratio?: number
minimum_account_age_days?: number
minimum_community_karma?: number
required_flair?: string
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "community-rule-credibility-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "observed_at",
    "channel",
    "action",
    "account"
  ],
  "properties": {
    "observed_at": {
      "description": "When the caller assembled this evidence; the check uses it as 'now', never the clock.",
      "type": "string",
      "format": "date-time"
    },
    "channel": {
      "description": "The kind of community channel the action is planned for.",
      "type": "string",
      "enum": [
        "discussion-board",
        "news-forum",
        "show-forum",
        "launch-site"
      ]
    },
    "action": {
      "description": "The proposed action, described by flags the caller sets.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "type",
        "promotes_own_product",
        "generated_or_ai_edited_text",
        "asks_for_votes",
        "asks_for_comments",
        "paid_hunter_or_traffic",
        "shortened_or_redirected_link",
        "claims_supported",
        "repeated_or_unsolicited",
        "redirect_intended_to_bypass_block",
        "live_product",
        "tryable_without_signup",
        "founder_available",
        "non_trivial_product",
        "landing_page_only",
        "pricing_transparent"
      ],
      "properties": {
        "type": {
          "type": "string",
          "enum": [
            "post",
            "comment",
            "launch",
            "direct-message"
          ]
        },
        "promotes_own_product": {
          "type": "boolean"
        },
        "generated_or_ai_edited_text": {
          "type": "boolean"
        },
        "asks_for_votes": {
          "type": "boolean"
        },
        "asks_for_comments": {
          "type": "boolean"
        },
        "paid_hunter_or_traffic": {
          "type": "boolean"
        },
        "shortened_or_redirected_link": {
          "type": "boolean"
        },
        "claims_supported": {
          "type": "boolean"
        },
        "repeated_or_unsolicited": {
          "type": "boolean"
        },
        "redirect_intended_to_bypass_block": {
          "type": "boolean"
        },
        "live_product": {
          "type": "boolean"
        },
        "tryable_without_signup": {
          "type": "boolean"
        },
        "founder_available": {
          "type": "boolean"
        },
        "non_trivial_product": {
          "type": "boolean"
        },
        "landing_page_only": {
          "type": "boolean"
        },
        "pricing_transparent": {
          "type": "boolean"
        },
        "link_url": {
          "type": "string",
          "format": "uri"
        },
        "selected_flair": {
          "type": "string"
        },
        "unique_value_evidence": {
          "type": "string"
        }
      }
    },
    "account": {
      "description": "Credibility evidence of the posting account, normalized by the caller.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "identity_type",
        "primary_use_is_promotion",
        "age_days",
        "community_karma",
        "community_contributions",
        "promotional_contributions"
      ],
      "properties": {
        "identity_type": {
          "type": "string",
          "enum": [
            "person",
            "company",
            "unknown"
          ]
        },
        "primary_use_is_promotion": {
          "type": "boolean"
        },
        "age_days": {
          "description": "Account age in whole days.",
          "type": "integer",
          "minimum": 0
        },
        "community_karma": {
          "description": "Karma or reputation in this community.",
          "type": "integer",
          "minimum": 0
        },
        "community_contributions": {
          "description": "All contributions to this community.",
          "type": "integer",
          "minimum": 0
        },
        "promotional_contributions": {
          "description": "Contributions that promoted the caller's own products.",
          "type": "integer",
          "minimum": 0
        }
      }
    },
    "community": {
      "description": "Caller-supplied normalized rules of the specific community; decisions for the discussion-board channel need them.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "name",
        "rules_captured_at",
        "rules_source_url",
        "promotion_policy",
        "link_policy",
        "ai_content_policy"
      ],
      "properties": {
        "name": {
          "type": "string"
        },
        "rules_captured_at": {
          "type": "string",
          "format": "date-time"
        },
        "rules_source_url": {
          "type": "string",
          "format": "uri"
        },
        "promotion_policy": {
          "$ref": "#/$defs/policy"
        },
        "link_policy": {
          "$ref": "#/$defs/policy"
        },
        "ai_content_policy": {
          "$ref": "#/$defs/policy"
        },
        "max_promotional_ratio": {
          "description": "Largest allowed share of promotional contributions, 0 to 1.",
          "type": "number",
          "minimum": 0,
          "maximum": 1
        },
        "minimum_account_age_days": {
          "type": "integer",
          "minimum": 0
        },
        "minimum_community_karma": {
          "type": "integer",
          "minimum": 0
        },
        "required_flair": {
          "type": "string"
        }
      }
    }
  },
  "$defs": {
    "policy": {
      "description": "What the community rules say about this kind of content.",
      "type": "string",
      "enum": [
        "prohibited",
        "limited",
        "allowed",
        "unknown"
      ]
    }
  }
};

export const sampleInput: Input = {
  "observed_at": "2026-03-02T09:00:00Z",
  "channel": "discussion-board",
  "action": {
    "type": "post",
    "promotes_own_product": true,
    "generated_or_ai_edited_text": true,
    "asks_for_votes": false,
    "asks_for_comments": true,
    "paid_hunter_or_traffic": false,
    "shortened_or_redirected_link": true,
    "claims_supported": false,
    "repeated_or_unsolicited": false,
    "redirect_intended_to_bypass_block": false,
    "live_product": true,
    "tryable_without_signup": true,
    "founder_available": true,
    "non_trivial_product": true,
    "landing_page_only": false,
    "pricing_transparent": true,
    "link_url": "https://bit.ly/3xInvoiceLint",
    "selected_flair": "Discussion",
    "unique_value_evidence": "Catches VAT-number format errors that generic invoice linters miss."
  },
  "account": {
    "identity_type": "company",
    "primary_use_is_promotion": true,
    "age_days": 12,
    "community_karma": 40,
    "community_contributions": 6,
    "promotional_contributions": 4
  },
  "community": {
    "name": "bookkeeping-help",
    "rules_captured_at": "2025-10-01T12:00:00Z",
    "rules_source_url": "https://forum.example.org/c/bookkeeping-help/rules",
    "promotion_policy": "limited",
    "link_policy": "limited",
    "ai_content_policy": "prohibited",
    "max_promotional_ratio": 0.1,
    "minimum_account_age_days": 30,
    "minimum_community_karma": 100,
    "required_flair": "Promotion"
  }
};
