// Property tests over every schema (DESIGN.md "Tests that count"): any packet the schema accepts
// runs without throwing, deterministically, into a well-formed envelope; a packet broken in one
// place is rejected with a pointer to that place.
import fc from 'fast-check';
import { compileSchema } from '@evidence-check/schema-validator';
import { deriveStatus, verifyReceipt } from '@evidence-check/core-receipt';
import { implementedChecks, registry } from '../src/index.js';
import { reorderedMembers } from '@evidence-check/test-utils';
import { validPacketArbitrary as arbitraryFor } from '@evidence-check/test-utils/schema-arbitrary';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 40);

describe.each(registry.map((check) => [check.id, check] as const))('%s', (_id, check) => {
  const validate = compileSchema(check.inputSchema);
  const packets = arbitraryFor(check.inputSchema as Record<string, unknown>);

  test('the generator yields only packets the schema accepts (guards the oracle)', () => {
    fc.assert(fc.property(packets, (packet) => validate(packet).length === 0), { numRuns: RUNS, seed: 42 });
  });

  test('an unknown top-level key is rejected at its own pointer', () => {
    fc.assert(
      fc.property(packets, fc.string({ minLength: 1, maxLength: 6 }).map((k) => `x_${k}`), (packet, key) => {
        const issues = validate({ ...(packet as object), [key]: 1 });
        const pointer = '/' + key.replace(/~/g, '~0').replace(/\//g, '~1');
        return issues.some((issue) => issue.pointer === pointer && issue.keyword === 'additionalProperties');
      }),
      { numRuns: 10, seed: 7 },
    );
  });
});

describe.each(implementedChecks.map((check) => [check.id, check] as const))('%s run()', (_id, check) => {
  // Open items get members the schema does not name, as callers may send them (they are carried
  // into reports by some products, so their order is tested too).
  const packets = arbitraryFor(check.inputSchema as Record<string, unknown>, { extraMembers: true });

  test('never throws on a valid packet; output is deterministic and well-formed', () => {
    fc.assert(
      fc.property(packets, (packet) => {
        const frozen = JSON.stringify(packet);
        const result = check.run(packet);
        const text = JSON.stringify(result);
        if (JSON.stringify(check.run(JSON.parse(frozen))) !== text) return false;
        if (JSON.stringify(packet) !== frozen) return false; // the input is never modified
        const counts = { errors: 0, warnings: 0, notices: 0 };
        for (const finding of result.findings) {
          if (!(finding.code in check.codes)) return false;
          if (check.codes[finding.code]?.severity !== finding.severity) return false;
          if (typeof finding.pointer !== 'string' || (finding.pointer !== '' && !finding.pointer.startsWith('/'))) return false;
          counts[`${finding.severity}s` as keyof typeof counts]++;
        }
        return (
          result.status === deriveStatus(result.findings) &&
          result.summary.errors === counts.errors &&
          result.summary.warnings === counts.warnings &&
          result.summary.notices === counts.notices &&
          verifyReceipt(packet, result)
        );
      }),
      { numRuns: RUNS, seed: 1234 },
    );
  });

  test('the member order of the request objects never shows in the result (DESIGN.md "Result envelope")', () => {
    // One exception, on purpose: in package.json `exports` member order is meaning (Node resolves
    // conditions in object order; publint requires `types` first), so the publish-payload check
    // lists entry points in the order the package writes them.
    if (check.id === 'package-publish-payload-preflight') return;
    fc.assert(
      fc.property(packets, (packet) => JSON.stringify(check.run(reversedMembers(packet, check.orderSignificant))) === JSON.stringify(check.run(packet))),
      { numRuns: RUNS, seed: 4321 },
    );
    // The sample too: it exercises the products' main findings.
    expect(JSON.stringify(check.run(reversedMembers(check.sampleInput, check.orderSignificant)))).toBe(JSON.stringify(check.run(check.sampleInput)));
  });
});

const reversedMembers = (value: unknown, keep: readonly string[] = []) => reorderedMembers(value, 'reverse', keep);
