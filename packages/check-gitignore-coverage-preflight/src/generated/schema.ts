// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

export interface Input {
/**
 * Repository-relative paths to check, '/'-separated (a trailing '/' names a directory), e.g. the working-tree file list.
 * 
 * @minItems 1
 * @maxItems 2000
 */
paths: string[]
/**
 * The lines of the repository's root .gitignore, in file order (one pattern per item).
 * 
 * @maxItems 1000
 */
patterns?: string[]
/**
 * Paths already tracked by git (e.g. `git ls-files`); ignore rules do not apply to them.
 * 
 * @maxItems 2000
 */
tracked_paths?: string[]
}

export const version = "1.0.0";

export const inputSchema: JsonObject = {
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "gitignore-coverage-preflight request",
  "type": "object",
  "additionalProperties": false,
  "required": [
    "paths"
  ],
  "properties": {
    "paths": {
      "description": "Repository-relative paths to check, '/'-separated (a trailing '/' names a directory), e.g. the working-tree file list.",
      "type": "array",
      "minItems": 1,
      "maxItems": 2000,
      "items": {
        "type": "string"
      }
    },
    "patterns": {
      "description": "The lines of the repository's root .gitignore, in file order (one pattern per item).",
      "type": "array",
      "maxItems": 1000,
      "items": {
        "type": "string"
      }
    },
    "tracked_paths": {
      "description": "Paths already tracked by git (e.g. `git ls-files`); ignore rules do not apply to them.",
      "type": "array",
      "maxItems": 2000,
      "items": {
        "type": "string"
      }
    }
  }
};

export const sampleInput: Input = {
  "paths": [
    "src/index.ts",
    ".env",
    ".env.example",
    "config/.env.production",
    "deploy/id_ed25519",
    "certs/server.pem",
    "logs/app.log",
    "logs/keep.log",
    "terraform/prod.tfstate",
    "node_modules/left-pad/index.js"
  ],
  "patterns": [
    "# dependencies",
    "node_modules/",
    "",
    "# secrets",
    ".env",
    "*.pem",
    "logs/",
    "!logs/keep.log",
    "*.swp"
  ],
  "tracked_paths": [
    "src/index.ts",
    "terraform/prod.tfstate",
    "certs/server.pem",
    "logs/app.log"
  ]
};
