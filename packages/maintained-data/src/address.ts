// Street addresses as the Building Permits dataset splits them: STREET_NUMBER, STREET_DIRECTION
// (N, S, E, W), STREET_NAME (the dataset's older schema also had a SUFFIX column such as ST, AVE).
// A query like "1600 west north avenue" and a row (1600, W, NORTH AVE) must meet, so both sides are
// normalised the same way: upper case, single spaces, no punctuation, directionals as one letter,
// suffixes in their USPS abbreviation (Publication 28, Appendix C1).

const DIRECTIONS: Readonly<Record<string, string>> = {
  N: 'N',
  NORTH: 'N',
  S: 'S',
  SOUTH: 'S',
  E: 'E',
  EAST: 'E',
  W: 'W',
  WEST: 'W',
};

/** Common street suffixes and their USPS standard abbreviations. */
const SUFFIXES: Readonly<Record<string, string>> = {
  AVE: 'AVE',
  AV: 'AVE',
  AVEN: 'AVE',
  AVENUE: 'AVE',
  ST: 'ST',
  STR: 'ST',
  STREET: 'ST',
  BLVD: 'BLVD',
  BOUL: 'BLVD',
  BOULEVARD: 'BLVD',
  RD: 'RD',
  ROAD: 'RD',
  DR: 'DR',
  DRIVE: 'DR',
  PL: 'PL',
  PLACE: 'PL',
  CT: 'CT',
  COURT: 'CT',
  PKWY: 'PKWY',
  PARKWAY: 'PKWY',
  TER: 'TER',
  TERRACE: 'TER',
  LN: 'LN',
  LANE: 'LN',
  HWY: 'HWY',
  HIGHWAY: 'HWY',
  SQ: 'SQ',
  SQUARE: 'SQ',
  PLZ: 'PLZ',
  PLAZA: 'PLZ',
  CIR: 'CIR',
  CIRCLE: 'CIR',
  EXPY: 'EXPY',
  EXPRESSWAY: 'EXPY',
  WAY: 'WAY',
  ROW: 'ROW',
};

export interface StreetAddress {
  /** Digits only, no leading zeros. */
  number: string;
  /** N, S, E or W; null when the query names none. */
  direction: string | null;
  /** The street name without direction and suffix, upper case, single spaces. */
  name: string;
  /** USPS abbreviation of the suffix; null when the query names none. */
  suffix: string | null;
}

/** Upper case, punctuation (other than what street names use) to spaces, single spaces. */
export function normalizeText(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[.,#;:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function canonicalDirection(token: string): string | null {
  return DIRECTIONS[token] ?? null;
}

export function canonicalSuffix(token: string): string | null {
  return SUFFIXES[token] ?? null;
}

/**
 * Reads "1600 W North Ave" as { number: 1600, direction: W, name: NORTH, suffix: AVE }.
 * Null when the text is not a street address (no leading house number, or nothing after it).
 * A token that could be a direction or a suffix is read as a name when nothing else would be left
 * ("1600 North Ave" is North Avenue; "5 West St" is West Street).
 */
export function parseAddress(value: string): StreetAddress | null {
  const tokens = normalizeText(value).split(' ').filter((token) => token !== '');
  const first = tokens[0];
  if (first === undefined || !/^\d{1,6}$/.test(first) || tokens.length < 2) return null;
  let rest = tokens.slice(1);
  let direction: string | null = null;
  let suffix: string | null = null;
  const lastToken = rest[rest.length - 1] as string;
  if (rest.length >= 2 && canonicalSuffix(lastToken)) {
    suffix = canonicalSuffix(lastToken);
    rest = rest.slice(0, -1);
  }
  if (rest.length >= 2 && canonicalDirection(rest[0] as string)) {
    direction = canonicalDirection(rest[0] as string);
    rest = rest.slice(1);
  }
  const name = rest.join(' ');
  if (!/^[A-Z0-9' -]+$/.test(name)) return null;
  return { number: String(Number(first)), direction, name, suffix };
}

/**
 * Splits a row's STREET_NAME (which may or may not carry the suffix) into name and suffix, with the
 * row's own SUFFIX column (older schema) as a fallback.
 */
export function splitStreetName(streetName: string, suffixColumn: string | null): { name: string; suffix: string | null } {
  const tokens = normalizeText(streetName).split(' ').filter((token) => token !== '');
  const last = tokens[tokens.length - 1];
  if (tokens.length >= 2 && last !== undefined && canonicalSuffix(last)) {
    return { name: tokens.slice(0, -1).join(' '), suffix: canonicalSuffix(last) };
  }
  const fromColumn = suffixColumn ? canonicalSuffix(normalizeText(suffixColumn)) : null;
  return { name: tokens.join(' '), suffix: fromColumn };
}

/** True when a row's address parts are the queried address (direction and suffix only when both name one). */
export function addressMatches(
  query: StreetAddress,
  row: { streetNumber: string | null; streetDirection: string | null; streetName: string | null; suffix: string | null },
): boolean {
  if (row.streetNumber === null || row.streetName === null) return false;
  const number = row.streetNumber.trim();
  if (!/^\d+(\.0+)?$/.test(number) || String(Number(number)) !== query.number) return false;
  const direction = row.streetDirection ? canonicalDirection(normalizeText(row.streetDirection)) : null;
  if (query.direction !== null && direction !== null && direction !== query.direction) return false;
  const { name, suffix } = splitStreetName(row.streetName, row.suffix);
  if (name !== query.name) return false;
  return query.suffix === null || suffix === null || suffix === query.suffix;
}
