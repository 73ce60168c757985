import { defineRule, jsonPointer, type CodeTable } from '@evidence-check/core-receipt';
import type { Context } from '../context.js';

const LICENSE_FILE = /^(copying|licence|license)/i;

/** The `license` field (publint: USE_LICENSE; npm warns "No license field" on publish). */
export const licenseFieldRule = defineRule<Context>()({
  name: 'license-field',
  codes: {
    LICENSE_FIELD_MISSING: {
      severity: 'notice',
      message: 'package.json has no "license" field; the registry shows no license for the package.',
      description: 'No `license` field in package.json: npm warns on publish and the registry lists no license, even when a LICENSE file is packed.',
      example: 'no `license`, `LICENSE` packed',
    },
  } as const satisfies CodeTable,
  check({ pkg, packed }, findings) {
    if (Object.prototype.hasOwnProperty.call(pkg, 'license') && pkg.license !== null) return;
    // The first root file npm-packlist treats as a license file (publint's licenseFiles).
    const licenseFile = packed.find((entry) => !entry.path.includes('/') && LICENSE_FILE.test(entry.path))?.path ?? null;
    findings.add('LICENSE_FIELD_MISSING', {
      subject: 'license',
      pointer: jsonPointer('package', 'license'),
      details: { licenseFile },
    });
  },
});
