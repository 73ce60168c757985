// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The mail domain the records belong to.
 */
domain: string
/**
 * When the DNS evidence was observed.
 */
observed_at: string
/**
 * The DNS record texts observed for the domain.
 */
records: {
/**
 * TXT records of the domain that look like SPF, as observed.
 * 
 * @maxItems 10
 */
spf: string[]
/**
 * DKIM key records, one per selector observed.
 * 
 * @maxItems 100
 */
dkim: {
/**
 * The DKIM selector.
 */
selector: string
/**
 * The TXT record text at `<selector>._domainkey.<domain>`.
 */
value: string
}[]
/**
 * TXT records at `_dmarc.<domain>`, as observed.
 * 
 * @maxItems 10
 */
dmarc: string[]
/**
 * MX records of the domain, as observed.
 * 
 * @maxItems 100
 */
mx: string[]
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "email-dns-auth-evidence-check request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "domain",
    "observed_at",
    "records"
  ],
  "properties": {
    "domain": {
      "description": "The mail domain the records belong to.",
      "type": "string"
    },
    "observed_at": {
      "description": "When the DNS evidence was observed.",
      "type": "string",
      "format": "date-time"
    },
    "records": {
      "description": "The DNS record texts observed for the domain.",
      "type": "object",
      "additionalProperties": false,
      "required": [
        "spf",
        "dkim",
        "dmarc",
        "mx"
      ],
      "properties": {
        "spf": {
          "description": "TXT records of the domain that look like SPF, as observed.",
          "type": "array",
          "maxItems": 10,
          "items": {
            "type": "string"
          }
        },
        "dkim": {
          "description": "DKIM key records, one per selector observed.",
          "type": "array",
          "maxItems": 100,
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "selector",
              "value"
            ],
            "properties": {
              "selector": {
                "description": "The DKIM selector.",
                "type": "string"
              },
              "value": {
                "description": "The TXT record text at `<selector>._domainkey.<domain>`.",
                "type": "string"
              }
            }
          }
        },
        "dmarc": {
          "description": "TXT records at `_dmarc.<domain>`, as observed.",
          "type": "array",
          "maxItems": 10,
          "items": {
            "type": "string"
          }
        },
        "mx": {
          "description": "MX records of the domain, as observed.",
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
  "domain": "example.com",
  "observed_at": "2026-03-01T12:00:00Z",
  "records": {
    "spf": [
      "v=spf1 include:_spf.mailhost.example ip4:192.0.2.10 ~all",
      "v=spf1 include:newsletters.example -all"
    ],
    "dkim": [
      {
        "selector": "s2025",
        "value": "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAvq1yK2"
      },
      {
        "selector": "old",
        "value": "v=DKIM1; k=rsa; p="
      }
    ],
    "dmarc": [
      "v=DMARC1; p=none; rua=mailto:dmarc-reports@example.com"
    ],
    "mx": [
      "10 mx1.mailhost.example.",
      "20 mx2.mailhost.example."
    ]
  }
};
