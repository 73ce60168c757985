/**
 * DMARC verdicts against three parsers as oracles: libopendmarc (Debian libopendmarc2, its
 * opendmarc_policy_parse_dmarc() through ctypes), go-msgauth's dmarc.Parse (Debian
 * golang-github-emersion-go-msgauth-dev, built with Debian's Go) and Mail::DMARC's validating tag
 * setters (Debian libmail-dmarc-perl). Every corpus record is a clean record with one tag varied,
 * so a peer that refuses the record refuses that tag. Each peer is compared on the tags it judges;
 * where a peer departs from the RFC it is adjudicated below by a named rule, with the peer's own
 * words and the RFC text, and any disagreement no rule explains fails the test.
 */
import { goMsgauth, mailDmarc, opendmarc } from './oracles/peers.js';
import { run } from '../src/index.js';
import { CLEAN } from './cases/helpers.js';
import { RFC7489 } from './vectors.js';

type Tag = 'v' | 'p' | 'sp' | 'np' | 'adkim' | 'aspf' | 'fo' | 'pct' | 'rf' | 'ri' | 'rua' | 'ruf' | 't' | 'psd';

const VALUES: Record<Tag, string[]> = {
  v: ['DMARC1', 'dmarc1', 'DMARC2', 'DMARC', 'DMARC1.0', ''],
  p: ['none', 'quarantine', 'reject', 'NONE', 'Reject', 'QuaRantine', 'r', 'rej', 'n', 'q', 'block', 'rejects', 'reject2', 'monitor', ''],
  sp: ['none', 'quarantine', 'reject', 'Reject', 'r', 'quar', 'block', 'rejects', ''],
  np: ['none', 'quarantine', 'reject', 'block', ''],
  adkim: ['r', 's', 'R', 'S', 'relaxed', 'strict', 'x', 'rs', ''],
  aspf: ['r', 's', 'S', 'rel', 'strict', 'y', ''],
  fo: ['0', '1', 'd', 's', 'D', 'S', '0:1', '0:1:d:s', '1:d', '0 : 1', 'x', '0:x', '2', '01', '0:', 'ds', ''],
  pct: ['0', '1', '25', '99', '100', '007', '101', '150', '1000', '-1', 'abc', '5.5', '+5', '0100', ''],
  rf: ['afrf', 'AFRF', 'iodef', 'arf', 'json', 'xml', 'json:arf:xml', 'af', ''],
  ri: ['86400', '3600', '1', '0', '00086400', '4294967295', '4294967296', '99999999999999999999', '-1', 'abc', '1.5', '+60', ''],
  rua: ['mailto:dmarc@example.com', 'mailto:dmarc@example.com!10m', 'mailto:dmarc@example.com,mailto:d@example.net', 'https://dmarc.example.com/r', 'dmarc@example.com', 'mailto:', 'mailto:@example.com', 'mailto:dmarc@example.com!10x', 'example.com', ''],
  ruf: ['mailto:forensic@example.com', 'mailto:forensic@example.com!1g', 'forensic@example.com', ''],
  t: ['y', 'n', 'Y', 'yes', 'x', ''],
  psd: ['y', 'n', 'u', 'N', 'x', ''],
};

interface Sample {
  tag: Tag;
  value: string;
  record: string;
}

function corpus(): Sample[] {
  const samples: Sample[] = [];
  for (const [tag, values] of Object.entries(VALUES) as [Tag, string[]][]) {
    for (const value of values) {
      const record = tag === 'v' ? `v=${value}; p=reject` : tag === 'p' ? `v=DMARC1; p=${value}` : `v=DMARC1; p=reject; ${tag}=${value}`;
      samples.push({ tag, value, record });
    }
  }
  return samples;
}

/** Our verdict on the varied tag: true when a finding says the tag (or the record, for v) is invalid. */
function oursValid(sample: Sample): boolean {
  const result = run({ domain: 'example.com', observed_at: '2026-03-01T12:00:00Z', records: { ...CLEAN, dmarc: [sample.record] } });
  const at = result.findings.filter((finding) => finding.pointer === '/records/dmarc/0');
  const about = (code: string, tag?: string) =>
    at.some((finding) => finding.code === code && (tag === undefined || String((finding.details as { tag?: string }).tag ?? '').toLowerCase() === tag));
  switch (sample.tag) {
    case 'v':
      return !about('DMARC_NOT_DMARC') && !about('DMARC_VERSION_NOT_FIRST');
    case 'p':
      return !about('DMARC_POLICY_INVALID') && !about('DMARC_TAG_INVALID', 'p');
    case 'rua':
    case 'ruf':
      return !about('DMARC_URI_MALFORMED', sample.tag) && !about('DMARC_TAG_INVALID', sample.tag);
    default:
      return !about('DMARC_TAG_INVALID', sample.tag);
  }
}

const isPrefixOf = (value: string, words: string[]) => value !== '' && words.some((word) => word.startsWith(value.toLowerCase()));
const KEYWORDS: Partial<Record<Tag, string[]>> = { p: ['reject', 'none', 'quarantine'], sp: ['reject', 'none', 'quarantine'], adkim: ['strict', 'relaxed'], aspf: ['strict', 'relaxed'], rf: ['afrf', 'iodef'] };

interface Adjudication {
  /** The peer's behaviour, in its own words where it has them. */
  peer: string;
  /** What the RFC says instead, which this check follows. */
  rfc: string;
  applies: (sample: Sample, oursValid: boolean) => boolean;
}

/** Where libopendmarc 1.4.2 departs from RFC 7489 (opendmarc_policy.c, opendmarc_policy_parse_dmarc). */
const OPENDMARC: Adjudication[] = [
  {
    peer: '"Be generous. Accept, for example, p=r, p=rej, or any left match of reject" (same for sp, adkim, aspf and rf)',
    rfc: 'RFC 7489 §6.4: dmarc-request = "none" / "quarantine" / "reject", dmarc-adkim = "r" / "s", rf a registered format name',
    applies: (s, ours) => !ours && isPrefixOf(s.value, KEYWORDS[s.tag] ?? []),
  },
  {
    peer: 'a tag whose value is empty is skipped (`if (vp == NULL || strlen(vp) == 0) continue`)',
    rfc: 'RFC 7489 §6.4: every tag of the grammar has a non-empty value',
    applies: (s, ours) => !ours && s.value === '',
  },
  {
    peer: 'v is compared with strcasecmp(vp, "DMARC1")',
    rfc: 'RFC 7489 §6.3: the value of v "MUST match precisely"',
    applies: (s, ours) => !ours && s.tag === 'v' && s.value.toUpperCase() === 'DMARC1',
  },
  {
    peer: 'pct is read with strtoul(), which takes the leading digits and ignores what follows (abc reads as 0)',
    rfc: 'RFC 7489 §6.4: dmarc-percent = "pct" *WSP "=" *WSP 1*3DIGIT',
    applies: (s, ours) => !ours && s.tag === 'pct' && !/^[0-9]{1,3}$/.test(s.value),
  },
  {
    peer: 'ri is read with strtoul() into a 64-bit long',
    rfc: 'RFC 7489 §6.3: ri is a "32-bit unsigned integer"',
    applies: (s, ours) => !ours && s.tag === 'ri' && /^[0-9]+$/.test(s.value) && BigInt(s.value) > 4294967295n,
  },
  {
    peer: 'fo reads the first character of each colon-separated option (`switch ((int)*xp)`), and an empty last option ends the list',
    rfc: 'RFC 7489 §6.4: dmarc-fo = ( "0" / "1" / "d" / "s" ) *( *WSP ":" *WSP ( "0" / "1" / "d" / "s" ) )',
    applies: (s, ours) => !ours && s.tag === 'fo' && /^[01ds]/i.test(s.value),
  },
];

/** Where go-msgauth 0.6.6 departs from RFC 7489 (dmarc/lookup.go, Parse). */
const GO_MSGAUTH: Adjudication[] = [
  {
    peer: 'keyword values are compared case-sensitively (`switch s { case "none", "quarantine", "reject"`; "r", "s"; "afrf")',
    rfc: 'RFC 7489 §6.4 writes them as ABNF quoted strings, which are case-insensitive (RFC 5234 §2.3)',
    applies: (s, ours) => ours && s.value !== s.value.toLowerCase() && s.tag !== 'v',
  },
  {
    peer: "pct and ri are read with strconv.Atoi, which takes a sign and any number of digits",
    rfc: 'RFC 7489 §6.4: pct is 1*3DIGIT, ri is 1*DIGIT and a 32-bit unsigned integer (§6.3)',
    applies: (s, ours) => !ours && (s.tag === 'pct' || s.tag === 'ri') && /^[+-]?[0-9]+$/.test(s.value),
  },
  {
    peer: "ri=0 is refused: \"invalid parameter 'ri': negative or zero duration\"",
    rfc: 'RFC 7489 §6.3: ri is a 32-bit unsigned integer, of which 0 is one',
    applies: (s, ours) => ours && s.tag === 'ri' && /^0+$/.test(s.value),
  },
];

/** Where Mail::DMARC 1.20211209 departs from RFC 7489 (Mail/DMARC/Policy.pm, Report/URI.pm). */
const MAIL_DMARC: Adjudication[] = [
  {
    peer: "v is upper-cased before the comparison (`'DMARC1' ne uc $_[1]`)",
    rfc: 'RFC 7489 §6.3: the value of v "MUST match precisely"',
    applies: (s, ours) => !ours && s.tag === 'v' && s.value.toUpperCase() === 'DMARC1',
  },
  {
    peer: 'is_valid_rf accepts afrf and iodef (the report format of the pre-RFC drafts)',
    rfc: 'RFC 7489 §6.3 rf and its IANA report-format registry: afrf only',
    applies: (s, ours) => !ours && s.tag === 'rf' && s.value.toLowerCase() === 'iodef',
  },
  {
    peer: 'pct is checked as digits with a value from 0 to 100, of any length',
    rfc: 'RFC 7489 §6.4: dmarc-percent = "pct" *WSP "=" *WSP 1*3DIGIT',
    applies: (s, ours) => !ours && s.tag === 'pct' && /^[0-9]+$/.test(s.value) && Number(s.value) <= 100,
  },
  {
    peer: 'a URI list is valid when one of its URIs has a mailto or http(s) scheme (URI->new, `$uri->scheme`); "mailto:" alone passes',
    rfc: 'RFC 7489 §6.2, §6.4: each dmarc-uri of the list is a URI; a mailto: URI without an address names no recipient (RFC 6068 §2)',
    applies: (s, ours) => !ours && (s.tag === 'rua' || s.tag === 'ruf') && /^mailto:/i.test(s.value),
  },
];

interface Comparison {
  compared: number;
  adjudicated: Map<string, number>;
  unexplained: string[];
}

function compare(samples: Sample[], judged: (sample: Sample, index: number) => boolean | null, rules: Adjudication[]): Comparison {
  const out: Comparison = { compared: 0, adjudicated: new Map(), unexplained: [] };
  samples.forEach((sample, index) => {
    const peer = judged(sample, index);
    if (peer === null) return;
    out.compared++;
    const ours = oursValid(sample);
    if (peer === ours) return;
    const rule = rules.find((candidate) => candidate.applies(sample, ours));
    if (rule) out.adjudicated.set(rule.peer, (out.adjudicated.get(rule.peer) ?? 0) + 1);
    else out.unexplained.push(`${sample.record} → peer ${peer ? 'accepts' : 'refuses'}, ours ${ours ? 'accepts' : 'refuses'}`);
  });
  if (process.env.ORACLE_SUMMARY) process.stderr.write(`${JSON.stringify({ compared: out.compared, adjudicated: [...out.adjudicated.values()].reduce((a, b) => a + b, 0) })}\n`);
  return out;
}

const samples = corpus();
const TAGS_RFC9989_ONLY: ReadonlySet<Tag> = new Set(['np', 't', 'psd']);

describe('DMARC tag verdicts agree with the DMARC parsers', () => {
  test('the corpus holds every tag with valid and invalid values', () => {
    expect(samples.length).toBe(131);
    for (const tag of Object.keys(VALUES) as Tag[]) {
      const verdicts = samples.filter((s) => s.tag === tag).map(oursValid);
      expect([tag, verdicts.includes(true), verdicts.includes(false)]).toEqual([tag, true, true]);
    }
  });

  test('libopendmarc: opendmarc_policy_parse_dmarc() on v, p, sp, adkim, aspf, fo, pct, rf, ri', () => {
    const judges: ReadonlySet<Tag> = new Set(['v', 'p', 'sp', 'adkim', 'aspf', 'fo', 'pct', 'rf', 'ri']);
    const statuses = opendmarc(samples.map((s) => s.record));
    const result = compare(samples, (s, i) => (judges.has(s.tag) ? statuses[i] === 0 : null), OPENDMARC);
    expect(result.unexplained).toEqual([]);
    expect(result.compared).toBeGreaterThan(90);
    // Every adjudication is used: a rule no sample needs any more is stale.
    expect(OPENDMARC.filter((rule) => !result.adjudicated.has(rule.peer)).map((rule) => rule.peer)).toEqual([]);
  });

  test("go-msgauth: dmarc.Parse on v, p, sp, adkim, aspf, fo, pct, rf, ri", () => {
    const judges: ReadonlySet<Tag> = new Set(['v', 'p', 'sp', 'adkim', 'aspf', 'fo', 'pct', 'rf', 'ri']);
    const results = goMsgauth(samples.map((s) => s.record));
    const result = compare(samples, (s, i) => (judges.has(s.tag) ? results[i] === 'ok' : null), GO_MSGAUTH);
    expect(result.unexplained).toEqual([]);
    expect(result.compared).toBeGreaterThan(90);
    expect(GO_MSGAUTH.filter((rule) => !result.adjudicated.has(rule.peer)).map((rule) => rule.peer)).toEqual([]);
  });

  test("Mail::DMARC: each tag's validating setter, after its own parse", () => {
    const verdicts = mailDmarc(samples.map((s) => s.record));
    // A tag Mail::DMARC's parse dropped (an empty value) or has no setter for is not judged by it.
    const result = compare(samples, (s, i) => (verdicts[i]?.[s.tag] === undefined ? null : verdicts[i]?.[s.tag] === 'ok'), MAIL_DMARC);
    expect(result.unexplained).toEqual([]);
    expect(result.compared).toBeGreaterThan(90);
    expect(MAIL_DMARC.filter((rule) => !result.adjudicated.has(rule.peer)).map((rule) => rule.peer)).toEqual([]);
  });

  test('RFC 9989 tags (np, t, psd) are ignored by all three, as RFC 7489 §6.3 says of unknown tags: never a record error', () => {
    const rfc9989 = samples.filter((s) => TAGS_RFC9989_ONLY.has(s.tag));
    const statuses = opendmarc(rfc9989.map((s) => s.record));
    const go = goMsgauth(rfc9989.map((s) => s.record));
    expect(statuses.every((status) => status === 0)).toBe(true);
    expect(go.every((result) => result === 'ok')).toBe(true);
    for (const sample of rfc9989) {
      const result = run({ domain: 'example.com', observed_at: '2026-03-01T12:00:00Z', records: { ...CLEAN, dmarc: [sample.record] } });
      expect([sample.record, result.findings.filter((f) => f.severity === 'error').map((f) => f.code)]).toEqual([sample.record, []]);
    }
  });

  test('a record every RFC 7489 parser accepts is never an error here (RFC 9989 moved nothing to an error)', () => {
    const records = [...samples.map((s) => s.record), ...Object.values(RFC7489)];
    const statuses = opendmarc(records);
    const go = goMsgauth(records);
    const perl = mailDmarc(records);
    const acceptedByAll = records.filter((_, i) => statuses[i] === 0 && go[i] === 'ok' && Object.values(perl[i] ?? {}).every((verdict) => verdict === 'ok'));
    expect(acceptedByAll.length).toBeGreaterThan(50);
    for (const record of Object.values(RFC7489)) expect(acceptedByAll).toContain(record);
    const errors = acceptedByAll.flatMap((record) => {
      const result = run({ domain: 'example.com', observed_at: '2026-03-01T12:00:00Z', records: { ...CLEAN, dmarc: [record] } });
      return result.findings.filter((f) => f.severity === 'error').map((f) => `${record}: ${f.code}`);
    });
    expect(errors).toEqual([]);
  });
});
