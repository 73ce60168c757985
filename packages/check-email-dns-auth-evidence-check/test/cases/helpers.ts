// Shared builders of the case files: a clean baseline with one kind of record replaced.
import type { Input } from '../../src/index.js';
import { RFC7489, RFC8463_ED25519 } from '../vectors.js';

type Records = Input['records'];

/** A clean baseline: RFC 7208 Appendix A's mail servers, RFC 8463's Ed25519 key, RFC 7489 B.3.1's policy. */
export const CLEAN: Records = {
  spf: ['v=spf1 mx -all'],
  dkim: [{ selector: 'brisbane', value: RFC8463_ED25519 }],
  dmarc: [RFC7489['B.3.1']],
  mx: ['10 mail-a.example.com.', '20 mail-b.example.com.'],
};

export const input = (records: Partial<Records> = {}, domain = 'example.com'): Input => ({
  domain,
  observed_at: '2026-03-01T12:00:00Z',
  records: { ...CLEAN, ...records },
});

export const spf = (...records: string[]) => input({ spf: records });
export const dmarc = (...records: string[]) => input({ dmarc: records });

export const SPF0 = '/records/spf/0';
export const DMARC0 = '/records/dmarc/0';
export const RUA = 'rua=mailto:dmarc-feedback@example.com';
