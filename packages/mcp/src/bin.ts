#!/usr/bin/env node
// `npx @evidence-check/mcp`: every implemented product as an MCP tool over stdio, offline and free.
import { serveStdio } from './stdio.js';

serveStdio().catch((error: unknown) => {
  process.stderr.write(`evidence-check-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
