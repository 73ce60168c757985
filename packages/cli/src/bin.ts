#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { main } from './main.js';

main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  readStdin: () => readFileSync(0, 'utf8'),
  cwd: process.cwd(),
}).then(
  (code) => {
    if (code !== 'serving') process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`evidence-check: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 4;
  },
);
