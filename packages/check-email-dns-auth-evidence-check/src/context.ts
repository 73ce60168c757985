/**
 * The records read once, before any rule runs: each rule judges this context and emits findings;
 * the report is built from it too. Nothing here decides a finding.
 */
import type { Input } from './generated/schema.js';
import { readDkimKey, type KeyReading } from './lib/dkim-key.js';
import { readMx, type MxReading } from './lib/mx.js';
import { isSpfRecord, LOOKUP_MECHANISMS, parseSpfTerms, type SpfTerm } from './lib/spf.js';
import { parseTagList, tagValue, type TagList } from './lib/tags.js';
import { octets, txtStrings, txtText } from './lib/txt.js';

export interface SpfEntry {
  index: number;
  text: string;
  /** Octets of each character-string when the record was given in quoted form, else null (RFC 1035 §3.3.14). */
  stringOctets: number[] | null;
  /** Octets of the joined text. */
  octets: number;
  isSpf: boolean;
  terms: SpfTerm[];
  /** The first `all` mechanism: the only one evaluation can reach (RFC 7208 §5.1). */
  all: SpfTerm | null;
  redirects: SpfTerm[];
  /**
   * DNS-querying terms of this record that evaluation can reach (RFC 7208 §4.6.4): the include,
   * a, mx, ptr and exists mechanisms before the first `all`, and `redirect` when there is no `all`
   * (§6.1). A malformed term is not counted: it makes the record a permerror before any lookup
   * (§4.6). Terms of included or redirected records are not counted: they need DNS.
   */
  lookups: number;
  /** include mechanisms and the followed redirect among those lookups. */
  nested: number;
  /** Mechanisms after the first `all`: evaluation never reaches them (RFC 7208 §5.1). */
  afterAll: SpfTerm[];
  /** include mechanisms naming a domain an earlier include of the record names (letter case and a final dot aside). */
  duplicateIncludes: { term: SpfTerm; first: SpfTerm }[];
}

export interface DkimEntry {
  index: number;
  selector: string;
  text: string;
  tags: TagList;
  /** k=, lower-cased; `rsa` when absent (RFC 6376 §3.6.1). */
  keyType: string;
  /** p= as written, or undefined when the tag is absent. */
  publicKey: string | undefined;
  revoked: boolean;
  testing: boolean;
  /** The decoded key; null when there is nothing to decode (no p=, revoked, unknown k=). */
  key: KeyReading | null;
}

export interface DmarcEntry {
  index: number;
  text: string;
  tags: TagList;
  /** Begins with v=DMARC1 (RFC 7489 §6.6.3 step 3). */
  isDmarc: boolean;
}

export interface MxEntry extends MxReading {
  index: number;
  text: string;
}

export interface Context {
  domain: string;
  spf: SpfEntry[];
  /**
   * What RFC 7208 §3.4 sizes a TXT answer by: the octets of the domain name and of the text of
   * every TXT record given for it (SPF or not).
   */
  txtAnswerOctets: number;
  /** The entries that are SPF records (begin with v=spf1). */
  spfRecords: SpfEntry[];
  dkim: DkimEntry[];
  dmarc: DmarcEntry[];
  dmarcRecords: DmarcEntry[];
  mx: MxEntry[];
}

function readSpf(observed: string, index: number): SpfEntry {
  const strings = txtStrings(observed);
  const text = strings === null ? observed : strings.join('');
  const base = { index, text, stringOctets: strings?.map(octets) ?? null, octets: octets(text) };
  if (!isSpfRecord(text)) return { ...base, isSpf: false, terms: [], all: null, redirects: [], lookups: 0, nested: 0, afterAll: [], duplicateIncludes: [] };
  const terms = parseSpfTerms(text);
  const all = terms.find((term) => term.kind === 'mechanism' && term.name === 'all') ?? null;
  const redirects = terms.filter((term) => term.kind === 'modifier' && term.name === 'redirect' && !term.error);
  let lookups = 0;
  let nested = 0;
  for (const term of terms) {
    if (term === all) break;
    if (term.kind === 'mechanism' && !term.error && LOOKUP_MECHANISMS.has(term.name)) {
      lookups++;
      if (term.name === 'include') nested++;
    }
  }
  if (!all && redirects.length > 0) {
    lookups++;
    nested++;
  }
  const afterAll = all ? terms.slice(terms.indexOf(all) + 1).filter((term) => term.kind === 'mechanism') : [];
  const duplicateIncludes: SpfEntry['duplicateIncludes'] = [];
  const included = new Map<string, SpfTerm>();
  for (const term of terms) {
    if (term.kind !== 'mechanism' || term.name !== 'include' || term.error) continue;
    const target = includeTarget(term);
    const first = included.get(target);
    if (first) duplicateIncludes.push({ term, first });
    else included.set(target, term);
  }
  return { ...base, isSpf: true, terms, all, redirects, lookups, nested, afterAll, duplicateIncludes };
}

/** The domain an include names, lower-cased, without a final dot (DNS names compare so). */
function includeTarget(term: SpfTerm): string {
  const start = term.text.indexOf(':') + 1;
  const domain = term.text.slice(start).toLowerCase();
  return domain.endsWith('.') ? domain.slice(0, -1) : domain;
}

function readDkim(selector: string, observed: string, index: number): DkimEntry {
  const text = txtText(observed);
  const tags = parseTagList(text, false);
  const keyType = (tagValue(tags, 'k') ?? 'rsa').toLowerCase();
  const publicKey = tagValue(tags, 'p');
  const flags = (tagValue(tags, 't') ?? '').split(':').map((flag) => flag.trim());
  const revoked = publicKey !== undefined && publicKey.trim() === '';
  const decodable = publicKey !== undefined && !revoked && (keyType === 'rsa' || keyType === 'ed25519');
  return {
    index,
    selector,
    text,
    tags,
    keyType,
    publicKey,
    revoked,
    testing: flags.includes('y'),
    key: decodable ? readDkimKey(keyType as 'rsa' | 'ed25519', publicKey) : null,
  };
}

function readDmarc(observed: string, index: number): DmarcEntry {
  const text = txtText(observed);
  const tags = parseTagList(text, true);
  const first = tags.tags[0];
  const isDmarc = first !== undefined && first.ordinal === 1 && first.name === 'v' && first.value === 'DMARC1';
  return { index, text, tags, isDmarc };
}

export function prepare(input: Input): Context {
  const spf = input.records.spf.map(readSpf);
  const dmarc = input.records.dmarc.map(readDmarc);
  return {
    domain: input.domain,
    spf,
    txtAnswerOctets: spf.reduce((sum, entry) => sum + entry.octets, octets(input.domain)),
    spfRecords: spf.filter((entry) => entry.isSpf),
    dkim: input.records.dkim.map((record, index) => readDkim(record.selector, record.value, index)),
    dmarc,
    dmarcRecords: dmarc.filter((entry) => entry.isDmarc),
    mx: input.records.mx.map((text, index) => ({ index, text, ...readMx(text) })),
  };
}
