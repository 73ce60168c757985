// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * The package.json to be published, as is (free-form).
 */
package: {
[k: string]: unknown
}
/**
 * Paths of the files in the pack (npm pack --dry-run --json, or a tarball listing with its package/ prefix).
 * 
 * @minItems 1
 * @maxItems 5000
 */
pack_files: string[]
/**
 * Paths of the files in the previously published pack, for baseline drift.
 * 
 * @maxItems 5000
 */
previous_files?: string[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "package-publish-payload-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "package",
    "pack_files"
  ],
  "properties": {
    "package": {
      "description": "The package.json to be published, as is (free-form).",
      "type": "object",
      "additionalProperties": true
    },
    "pack_files": {
      "description": "Paths of the files in the pack (npm pack --dry-run --json, or a tarball listing with its package/ prefix).",
      "type": "array",
      "minItems": 1,
      "maxItems": 5000,
      "items": {
        "type": "string"
      }
    },
    "previous_files": {
      "description": "Paths of the files in the previously published pack, for baseline drift.",
      "type": "array",
      "maxItems": 5000,
      "items": {
        "type": "string"
      }
    }
  }
};

export const sampleInput: Input = {
  "package": {
    "name": "@acme/widget-kit",
    "version": "2.1.0",
    "main": "./dist/index.cjs",
    "module": "./dist/index.mjs",
    "types": "./dist/index.d.ts",
    "bin": {
      "widget-kit": "./bin/cli.js"
    },
    "exports": {
      ".": {
        "types": "./dist/index.d.ts",
        "import": "./dist/index.mjs",
        "require": "./dist/index.cjs"
      },
      "./themes/*": "./dist/themes/*.css",
      "./internal/*": null,
      "./package.json": "./package.json"
    },
    "files": [
      "dist",
      "bin",
      "lib"
    ]
  },
  "pack_files": [
    "package/package.json",
    "package/README.md",
    "package/bin/cli.ts",
    "package/dist/index.cjs",
    "package/dist/index.mjs",
    "package/dist/index.d.ts",
    "package/dist/themes/dark.css",
    "package/dist/themes/light.css",
    "package/.env.local"
  ],
  "previous_files": [
    "package.json",
    "README.md",
    "LICENSE",
    "bin/cli.js",
    "dist/index.cjs",
    "dist/index.mjs",
    "dist/index.d.ts",
    "dist/themes/dark.css",
    "dist/themes/contrast.css",
    "dist/themes/light.css",
    "dist/legacy.js"
  ]
};
