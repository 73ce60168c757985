import { defineRule, duplicateSets, jsonPointer, type CodeTable, type FindingCollector } from '@evidence-check/core-receipt';
import type { Context, DkimEntry } from '../context.js';
import { isSelector } from '../lib/selector.js';

const at = (index: number, member?: 'selector' | 'value') =>
  member ? jsonPointer('records', 'dkim', index, member) : jsonPointer('records', 'dkim', index);

function checkKey(entry: DkimEntry, findings: FindingCollector<typeof codes>): void {
  const pointer = at(entry.index, 'value');
  const subject = entry.selector;
  if (entry.publicKey === undefined) {
    findings.add('DKIM_KEY_MISSING', { subject, pointer, details: { selector: entry.selector } });
    return;
  }
  if (entry.revoked) {
    findings.add('DKIM_KEY_REVOKED', { subject, pointer, details: { selector: entry.selector } });
    return;
  }
  if (entry.keyType !== 'rsa' && entry.keyType !== 'ed25519') {
    findings.add('DKIM_KEY_TYPE_UNKNOWN', { subject, pointer, details: { selector: entry.selector, keyType: entry.keyType } });
    return;
  }
  const key = entry.key;
  if (!key) return;
  if (!key.ok) {
    findings.add('DKIM_KEY_UNDECODABLE', { subject, pointer, details: { selector: entry.selector, keyType: entry.keyType, reason: key.reason } });
    return;
  }
  if (entry.keyType !== 'rsa') return;
  if (key.bits < 1024) findings.add('DKIM_RSA_KEY_TOO_SHORT', { subject, pointer, details: { selector: entry.selector, bits: key.bits } });
  else if (key.bits < 2048) findings.add('DKIM_RSA_KEY_BELOW_2048', { subject, pointer, details: { selector: entry.selector, bits: key.bits } });
}

const codes = {
  DKIM_NO_KEYS: {
    severity: 'notice',
    message: 'No DKIM key record was given, so no DKIM key was judged.',
    description: 'Selectors cannot be listed from DNS; only the key records the caller supplies are checked (RFC 6376 §3.6.2.1).',
    example: '`dkim: []`',
  },
  DKIM_SELECTOR_INVALID: {
    severity: 'warning',
    message: 'Selector "{{selector}}" is not a valid DNS name for a DKIM selector.',
    description: 'A selector is one or more dot-separated labels of letters, digits and inner hyphens (RFC 6376 §3.1); signatures naming it cannot find the key.',
    example: '`"s 2025"`, `""`',
  },
  DKIM_DUPLICATE_SELECTOR: {
    severity: 'error',
    message: 'Selector "{{selector}}" has {{count}} key records; a verifier may use any of them.',
    description: 'TXT records at one selector name must be unique; with several, the results are undefined (RFC 6376 §3.6.2.2).',
    example: 'two records for `s1`',
  },
  DKIM_RECORD_MALFORMED: {
    severity: 'error',
    message: 'Key record of selector "{{selector}}" is malformed: {{problem}}.',
    description: 'The record is not a valid tag=value list (RFC 6376 §3.2: a repeated tag invalidates the whole list) or its v= is not DKIM1, which makes verifiers discard it (§3.6.1).',
    example: '`v=DKIM1; p=…; p=…`, `v=DKIM2; p=…`',
  },
  DKIM_VERSION_NOT_FIRST: {
    severity: 'error',
    message: 'Key record of selector "{{selector}}" has v= as tag {{ordinal}}; it must be the first tag.',
    description: 'If present, v=DKIM1 MUST be the first tag of the key record (RFC 6376 §3.6.1).',
    example: '`k=rsa; v=DKIM1; p=…`',
  },
  DKIM_KEY_MISSING: {
    severity: 'error',
    message: 'Key record of selector "{{selector}}" has no p= tag.',
    description: 'p= is REQUIRED in a DKIM key record (RFC 6376 §3.6.1); without it no signature can be verified.',
    example: '`v=DKIM1; k=rsa`',
  },
  DKIM_KEY_REVOKED: {
    severity: 'warning',
    message: 'Key of selector "{{selector}}" is revoked (empty p=); signatures with it fail.',
    description: 'An empty p= means the key has been revoked (RFC 6376 §3.6.1); mail still signed with this selector fails DKIM.',
    example: '`v=DKIM1; p=`',
  },
  DKIM_KEY_TYPE_UNKNOWN: {
    severity: 'error',
    message: 'Key record of selector "{{selector}}" has key type k={{keyType}}; verifiers know rsa and ed25519.',
    description: 'Registered key types are rsa (RFC 6376 §3.6.1) and ed25519 (RFC 8463 §4.2); verifiers ignore keys of other types.',
    example: '`k=dsa`',
  },
  DKIM_KEY_UNDECODABLE: {
    severity: 'error',
    message: 'Key of selector "{{selector}}" cannot be decoded: {{reason}}.',
    description: 'p= must be base64 of an RSA SubjectPublicKeyInfo (RFC 6376 §3.6.1, RFC 5280 §4.1.2.7) or of a raw 32-byte Ed25519 key (RFC 8463 §4.2); a truncated or wrong key fails every signature.',
    example: '`p=MIIBIjANBg` (truncated)',
  },
  DKIM_RSA_KEY_TOO_SHORT: {
    severity: 'error',
    message: 'RSA key of selector "{{selector}}" is {{bits}} bits; verifiers reject keys below 1024 bits.',
    description: 'Signers MUST use RSA keys of at least 1024 bits and verifiers MUST NOT accept shorter ones (RFC 8301 §3.2).',
    example: 'a 512-bit key',
  },
  DKIM_RSA_KEY_BELOW_2048: {
    severity: 'notice',
    message: 'RSA key of selector "{{selector}}" is {{bits}} bits; 2048 bits is the recommended minimum.',
    description: 'Signers SHOULD use RSA keys of at least 2048 bits (RFC 8301 §3.2).',
    example: 'a 1024-bit key',
  },
  DKIM_TESTING_MODE: {
    severity: 'warning',
    message: 'Key record of selector "{{selector}}" has t=y: the domain is testing DKIM.',
    description: 'With t=y verifiers MUST NOT treat signed messages differently from unsigned ones (RFC 6376 §3.6.1), so the key protects nothing.',
    example: '`v=DKIM1; t=y; p=…`',
  },
} as const satisfies CodeTable;

export const dkimRule = defineRule<Context>()({
  name: 'dkim',
  codes,
  check(ctx, findings) {
    if (ctx.dkim.length === 0) {
      findings.add('DKIM_NO_KEYS', { pointer: jsonPointer('records', 'dkim') });
      return;
    }
    // Selectors are DNS names: compared without letter case.
    for (const entries of duplicateSets(ctx.dkim, (entry) => entry.selector.toLowerCase())) {
      findings.addGroup(
        'DKIM_DUPLICATE_SELECTOR',
        `dkim:${(entries[0] as DkimEntry).selector.toLowerCase()}`,
        entries.map((entry) => ({
          subject: entry.selector,
          pointer: at(entry.index),
          details: { selector: entry.selector, count: entries.length },
        })),
      );
    }
    for (const entry of ctx.dkim) {
      const subject = entry.selector;
      if (!isSelector(entry.selector)) {
        findings.add('DKIM_SELECTOR_INVALID', { subject, pointer: at(entry.index, 'selector'), details: { selector: entry.selector } });
      }
      const pointer = at(entry.index, 'value');
      for (const { problem } of entry.tags.problems) {
        findings.add('DKIM_RECORD_MALFORMED', { subject, pointer, details: { selector: entry.selector, problem } });
      }
      const version = entry.tags.tags.find((tag) => tag.name === 'v');
      if (version && version.ordinal !== 1) {
        findings.add('DKIM_VERSION_NOT_FIRST', { subject, pointer, details: { selector: entry.selector, ordinal: version.ordinal } });
      }
      if (version && version.value !== 'DKIM1') {
        findings.add('DKIM_RECORD_MALFORMED', {
          subject,
          pointer,
          details: { selector: entry.selector, problem: `v=${version.value} is not DKIM1, so verifiers discard the record` },
        });
      }
      checkKey(entry, findings);
      if (entry.testing) findings.add('DKIM_TESTING_MODE', { subject, pointer, details: { selector: entry.selector } });
    }
  },
});
