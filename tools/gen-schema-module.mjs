#!/usr/bin/env node
// Generates src/generated/schema.ts for the check package in the current directory:
// the Input type (json-schema-to-typescript), the schema and sample as typed constants, and the
// package version read from package.json. src/schema.json stays the single source of truth.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';

const dir = process.cwd();
// Each build starts from an empty dist: a moved or deleted source must not leave a stale module
// behind in the published package.
rmSync(join(dir, 'dist'), { recursive: true, force: true });
const readJson = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const schema = readJson('src/schema.json');
const sample = readJson('src/sample.json');
const { version } = readJson('package.json');

// Titles and ids would rename the generated types; the type is always `Input`.
const { $id: _id, title: _title, ...forTypes } = schema;
const types = await compile(forTypes, 'Input', {
  bannerComment: '',
  additionalProperties: false,
  strictIndexSignatures: false,
  unknownAny: true,
  ignoreMinAndMaxItems: true,
  format: false,
});

const text = `// Generated from src/schema.json, src/sample.json and package.json by tools/gen-schema-module.mjs.
// Do not edit: change the JSON files and rebuild.
/* eslint-disable */
import type { JsonObject } from '@evidence-check/core-receipt';

${types.trim()}

export const version = ${JSON.stringify(version)};

export const inputSchema: JsonObject = ${JSON.stringify(schema, null, 2)};

export const sampleInput: Input = ${JSON.stringify(sample, null, 2)};
`;
mkdirSync(join(dir, 'src/generated'), { recursive: true });
writeFileSync(join(dir, 'src/generated/schema.ts'), text);
