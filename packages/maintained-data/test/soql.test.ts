// Caller values must stay literals. The oracle is PostgreSQL itself: SoQL string literals and
// LIKE are PostgreSQL's (SoQL compiles `a LIKE b` to PostgreSQL `a LIKE b`, whose default escape
// character is the backslash), and the $where text the adapters build is also valid PostgreSQL.
// So the exact text is run by the machine's PostgreSQL over candidate rows and must select exactly
// the rows the literal meaning selects; the fake portal's evaluator must agree with it.
import pg from 'pg';
import { compileWhere, likeToRegExp, tokenize } from '../src/testing/index.js';
import * as soql from '../src/soql.js';
import { TEST_DATABASE_URL } from './support.js';

const NASTY = [
  "O'BRIEN",
  "x' OR '1'='1",
  "' OR 1=1 --",
  '50%',
  '50%_OFF',
  '_',
  '%',
  'A\\B',
  'ends with backslash\\',
  "');DROP TABLE x;--",
  'a) OR (1=1',
  '-- comment',
  '/* block */',
  'SELECT * FROM upper',
  'AND OR NOT LIKE IS NULL',
  '\'\'\'',
  'ÄÖÜ straße',
  'tab\there',
];

const HAYSTACK = [
  ...NASTY,
  ...NASTY.map((v) => `prefix ${v} suffix`),
  'o\'brien and sons',
  '50X OFF',
  '50 percent',
  'AB',
  'A\\\\B',
  'anything at all',
  '',
];

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query('SET standard_conforming_strings = on');
});
afterAll(() => client.end());

async function selectedByPostgres(where: string, column: string, values: string[]): Promise<string[]> {
  const params = values.map((_, i) => `($${i + 1}::text)`).join(', ');
  const { rows } = await client.query<{ v: string }>(`SELECT ${column} AS v FROM (VALUES ${params}) AS t(${column}) WHERE ${where}`, values);
  return rows.map((row) => row.v).sort();
}

function selectedByFake(where: string, column: string, values: string[]): string[] {
  const predicate = compileWhere(where, new Set([column]));
  return values.filter((v) => predicate({ [column]: v })).sort();
}

describe('literals', () => {
  test('single quotes are doubled and nothing else changes', () => {
    expect(soql.literal("O'Brien")).toBe("'O''Brien'");
    expect(soql.literal('a\\b -- c')).toBe("'a\\b -- c'");
  });

  test.each(NASTY)('equality with %j selects exactly the equal row (PostgreSQL and the fake agree)', async (value) => {
    const where = soql.equals('c', value);
    const expected = HAYSTACK.filter((h) => h === value).sort();
    expect(await selectedByPostgres(where, 'c', HAYSTACK)).toEqual(expected);
    expect(selectedByFake(where, 'c', HAYSTACK)).toEqual(expected);
  });

  test('a literal is one string token to the SoQL lexer, whatever it holds', () => {
    for (const value of NASTY) {
      const tokens = tokenize(soql.literal(value));
      expect(tokens).toEqual([{ kind: 'string', value }, { kind: 'eof' }]);
    }
  });
});

describe('LIKE patterns', () => {
  test('the escape is a backslash before \\, % and _', () => {
    expect(soql.escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  test.each(NASTY)('contains(%j) selects exactly the rows holding it literally, ignoring case', async (value) => {
    const where = soql.containsIgnoreCase('c', value);
    const expectedByPostgres = await selectedByPostgres(where, 'c', HAYSTACK);
    // The literal meaning, decided by PostgreSQL's own upper() and strpos() (no pattern involved).
    const { rows } = await client.query<{ v: string }>(
      `SELECT c AS v FROM unnest($1::text[]) AS t(c) WHERE strpos(upper(c), upper($2)) > 0`,
      [HAYSTACK, value],
    );
    expect(expectedByPostgres).toEqual(rows.map((r) => r.v).sort());
    // The fake agrees with PostgreSQL (ASCII only: case mapping of other letters depends on the collation).
    const ascii = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);
    if (ascii(value)) {
      const asciiRows = HAYSTACK.filter(ascii);
      expect(selectedByFake(where, 'c', asciiRows)).toEqual(await selectedByPostgres(where, 'c', asciiRows));
    }
  });

  test('starts-with and case-insensitive equality take the value literally', async () => {
    expect(await selectedByPostgres(soql.startsWithIgnoreCase('c', '50%'), 'c', ['50% off', '50 percent', '500'])).toEqual(['50% off']);
    expect(await selectedByPostgres(soql.equalsIgnoreCase('c', "o'brien"), 'c', ["O'BRIEN", 'OBRIEN'])).toEqual(["O'BRIEN"]);
  });

  test('the fake evaluator reads LIKE as PostgreSQL does (differential, 200 pattern/text pairs)', async () => {
    const alphabet = ['a', 'B', '%', '_', '\\', "'", ' '];
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
    for (let i = 0; i < 200; i += 1) {
      const text = word(Math.floor(random() * 6));
      let pattern = word(1 + Math.floor(random() * 5));
      if (pattern.endsWith('\\') && !pattern.endsWith('\\\\')) pattern += 'a';
      let expected: boolean;
      try {
        expected = (await client.query<{ m: boolean }>('SELECT $1::text LIKE $2::text AS m', [text, pattern])).rows[0]!.m;
      } catch {
        expect(() => likeToRegExp(pattern)).toThrow();
        continue;
      }
      expect([text, pattern, likeToRegExp(pattern).test(text)]).toEqual([text, pattern, expected]);
    }
  });
});

describe('the $where text never lets a value out of its literal', () => {
  test.each(NASTY)('%j: the fake sees the same expression shape as for a harmless value', (value) => {
    const shape = (where: string) => tokenize(where).map((t) => (t.kind === 'string' ? 'STRING' : `${t.kind}:${'value' in t ? t.value : ''}`));
    expect(shape(soql.containsIgnoreCase('vendor_name', value))).toEqual(shape(soql.containsIgnoreCase('vendor_name', 'harmless')));
    expect(shape(soql.equals('permit_', value))).toEqual(shape(soql.equals('permit_', 'harmless')));
  });
});
