// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The release's file manifest: one entry per file in the artifact.
 * 
 * @minItems 1
 * @maxItems 5000
 */
files: {
/**
 * Path of the file inside the release, forward slashes expected.
 */
path: string
/**
 * SHA-256 of the file content, 64 lowercase hex digits.
 */
sha256: string
/**
 * File size in bytes.
 */
size_bytes: number
/**
 * Whether the file carries the executable bit.
 */
executable?: boolean
/**
 * Free-form role used for totals, e.g. binary, docs, checksum.
 */
role?: string
}[]
/**
 * The release policy the manifest is checked against; every member is optional.
 */
policy: {
/**
 * Paths that must be present in the manifest.
 * 
 * @maxItems 1000
 */
required_paths?: string[]
/**
 * Path prefixes (folders) every file must live under; absent or empty means no restriction.
 * 
 * @maxItems 1000
 */
allowed_prefixes?: string[]
/**
 * Upper bound for the sum of all size_bytes.
 */
max_total_bytes?: number
}
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "release-artifact-manifest-validator request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "files",
    "policy"
  ],
  "properties": {
    "files": {
      "description": "The release's file manifest: one entry per file in the artifact.",
      "type": "array",
      "minItems": 1,
      "maxItems": 5000,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "path",
          "sha256",
          "size_bytes"
        ],
        "properties": {
          "path": {
            "description": "Path of the file inside the release, forward slashes expected.",
            "type": "string"
          },
          "sha256": {
            "description": "SHA-256 of the file content, 64 lowercase hex digits.",
            "type": "string"
          },
          "size_bytes": {
            "description": "File size in bytes.",
            "type": "integer",
            "minimum": 0
          },
          "executable": {
            "description": "Whether the file carries the executable bit.",
            "type": "boolean"
          },
          "role": {
            "description": "Free-form role used for totals, e.g. binary, docs, checksum.",
            "type": "string"
          }
        }
      }
    },
    "policy": {
      "description": "The release policy the manifest is checked against; every member is optional.",
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "required_paths": {
          "description": "Paths that must be present in the manifest.",
          "type": "array",
          "maxItems": 1000,
          "items": {
            "type": "string"
          }
        },
        "allowed_prefixes": {
          "description": "Path prefixes (folders) every file must live under; absent or empty means no restriction.",
          "type": "array",
          "maxItems": 1000,
          "items": {
            "type": "string"
          }
        },
        "max_total_bytes": {
          "description": "Upper bound for the sum of all size_bytes.",
          "type": "integer",
          "minimum": 0
        }
      }
    }
  }
};

export const sampleInput: Input = {
  "files": [
    {
      "path": "bin/acme-cli",
      "sha256": "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb",
      "size_bytes": 4812736,
      "executable": true,
      "role": "binary"
    },
    {
      "path": "docs/README.md",
      "sha256": "3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d",
      "size_bytes": 5120,
      "executable": true,
      "role": "docs"
    },
    {
      "path": "docs/LICENSE",
      "sha256": "2e7d2c03a9507ae265ecf5b5356885a53393a2029d241394997265a1a25aefc6",
      "size_bytes": 1071,
      "role": "docs"
    },
    {
      "path": "./docs/readme.md",
      "sha256": "3e23e8160039594a33894f6564e1b1348bbd7a0088d42c4acb73eeaed59c009d",
      "size_bytes": 5120,
      "role": "docs"
    },
    {
      "path": "config/.env.production",
      "sha256": "18ac3e7343f016890c510e93f935261169d9e3f565436429830faf0934f4f8e4",
      "size_bytes": 212,
      "role": "config"
    },
    {
      "path": "checksums/SHA256SUMS",
      "sha256": "3F79BB7B435B05321651DAEFD374CDC681DC06FAA65E374E38337B88CA046DEA",
      "size_bytes": 301,
      "role": "checksum"
    },
    {
      "path": "notes/empty.txt",
      "sha256": "3f79bb7b435b05321651daefd374cdc681dc06faa65e374e38337b88ca046dea",
      "size_bytes": 0,
      "role": "docs"
    }
  ],
  "policy": {
    "required_paths": [
      "bin/acme-cli",
      "docs/LICENSE",
      "docs/CHANGELOG.md"
    ],
    "allowed_prefixes": [
      "bin/",
      "docs/",
      "checksums/"
    ],
    "max_total_bytes": 4000000
  }
};
