// in-toto ResourceDescriptor `digest`, a DigestSet (https://github.com/in-toto/attestation/blob/main/
// spec/v1/digest_set.md, "Guidelines"): "Consumers MUST only accept algorithms that they consider
// secure and MUST ignore unrecognized or unaccepted algorithms"; "Two DigestSets SHOULD be considered
// matching if ANY acceptable field matches". Its examples are cases below.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { clean, packet } from '../packet.js';

const outcome = clean.completion.outcomes[0]!;
const recorded = (digest: unknown): Input['promise_action'] => ({
  ...clean.promise_action,
  evidence: [{ id: 'E1', ref: 'dist/app-2.4.1.tgz', digest }, clean.promise_action.evidence[1]!],
});
const cites = (...evidence: unknown[]): Input['completion'] => ({ outcomes: [{ ...outcome, evidence }] });
const SHA_A = 'a3f1c0de00000000000000000000000000000000000000000000000000000001';
const SHA_B = 'b7e2aa1100000000000000000000000000000000000000000000000000000002';
const SHA_C = 'c9d4bb2200000000000000000000000000000000000000000000000000000003';
// The completion member checks each cited DigestSet's form (lowercase hex of the algorithm's length),
// so the cited digests here are well formed unless a case is about a malformed one.
const hex = (digit: string, length: number) => digit.repeat(length);

export const evidenceDigestCases = defineCases<Input>([
  {
    // Spec example: {"sha256": "abcd", "sha512": "1234"} matches {"sha256": "abcd"}.
    name: 'one accepted algorithm with one value is a match, whatever the other algorithms say',
    input: packet({
      promise_action: recorded({ sha256: SHA_A, sha512: hex('f', 128) }),
      completion: cites({ ref: 'dist/app-2.4.1.tgz', digest: { sha256: SHA_A, sha512: hex('e', 128), gitCommit: hex('9', 40) } }),
    }),
    expect: [],
    status: 'READY',
    absent: ['CROSS_EVIDENCE_DIGEST_MISMATCH', 'CROSS_EVIDENCE_NOT_RECORDED'],
    report: { crossSection: { evidence: [{ references: ['dist/app-2.4.1.tgz'], recordedAs: 'E1', digestsMatch: true }] } },
  },
  {
    // Spec example: {"sha256": "abcd"} does not match {"sha256": "fedb", "sha512": "abcd"}.
    name: 'no shared accepted algorithm with one value is an error at the completion item\'s digest; md5 and sha1 are ignored',
    input: packet({
      promise_action: recorded({ sha256: SHA_B, sha512: hex('a', 128), md5: hex('5', 32), sha1: hex('1', 40) }),
      completion: cites({ id: 'E1', digest: { sha256: SHA_C, md5: hex('5', 32), sha1: hex('1', 40) } }),
    }),
    expect: [
      {
        code: 'CROSS_EVIDENCE_DIGEST_MISMATCH',
        pointer: '/completion/outcomes/0/evidence/0/digest',
        subject: 'E1',
        details: { reference: 'E1', outcome: 'O1', recordedAs: 'E1', recordedPosition: 1, algorithms: ['sha256'], cited: { sha256: SHA_C }, recorded: { sha256: SHA_B } },
      },
    ],
    status: 'BLOCKED',
    report: { crossSection: { status: 'BLOCKED', evidence: [{ recordedAs: 'E1', digestsMatch: false }] } },
  },
  {
    name: 'nothing to compare: no shared accepted algorithm, a bare reference, a recorded item without a digest, or no string values',
    input: packet({
      promise_action: recorded({ sha512: 'ff00', md5: 'abc', SHA256: SHA_A, blake2b: 7 }),
      completion: cites(
        { ref: 'dist/app-2.4.1.tgz', digest: { sha256: SHA_B, md5: hex('d', 32), somecoolhash: 'abcd', blake2b: 'ab' } },
        'E1',
        { id: 'C1', digest: { sha256: SHA_B } },
        { id: 'E1', digest: 'sha256:abc' },
      ),
    }),
    // A digest that is not a DigestSet is the completion member's finding; the pack compares nothing there.
    expect: [{ code: 'COMPLETION_EVIDENCE_DIGEST_INVALID', pointer: '/completion/outcomes/0/evidence/3/digest' }],
    status: 'BLOCKED',
    absent: ['CROSS_EVIDENCE_DIGEST_MISMATCH'],
    report: { crossSection: { evidence: [{ digestsMatch: null }, { digestsMatch: null }, { recordedAs: 'C1', digestsMatch: null }, { digestsMatch: null }] } },
  },
  {
    name: 'an unrecorded item with a digest is only not recorded: there is nothing to compare it with',
    input: packet({ completion: cites('E1', { ref: 'dist/other.tgz', digest: { sha256: SHA_A } }) }),
    expect: [{ code: 'CROSS_EVIDENCE_NOT_RECORDED', pointer: '/completion/outcomes/0/evidence/1', subject: 'dist/other.tgz' }],
    absent: ['CROSS_EVIDENCE_DIGEST_MISMATCH'],
  },
]);
