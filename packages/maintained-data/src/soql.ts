// Building SoQL without ever pasting caller text into the query unescaped.
//
// What SoQL accepts (verified against Socrata's own grammar, socrata-platform/soql-reference,
// soql-standalone-parser/src/main/jflex/SoQLLexer.flex, and the Text datatype documentation):
// - a string literal is single-quoted; inside it the ONLY special sequence is '' (a doubled quote,
//   one quote character). A backslash, `--`, `)`, `%` or a keyword inside the quotes is plain text.
// - `a LIKE b` is compiled to PostgreSQL's `a LIKE b` without an ESCAPE clause
//   (soql-postgres-adapter Sqlizer: `sql"$a LIKE $b"`), so PostgreSQL's default LIKE escape
//   character, the backslash, applies: `\%` matches a percent sign, `\_` an underscore, `\\` a
//   backslash.
// So a caller value becomes a LIKE pattern by escaping `\`, `%` and `_` with a backslash first,
// and a literal by doubling every single quote second.

/** Column names are ours, never the caller's; they still must be plain identifiers. */
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

export function column(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a SoQL column name: ${name}`);
  return name;
}

/** A SoQL text literal holding exactly `value`. */
export function literal(value: string): string {
  if (value.includes('\u0000')) throw new Error('a SoQL literal cannot hold NUL');
  return `'${value.replaceAll("'", "''")}'`;
}

/** `value` with the LIKE wildcards and the escape character itself escaped (backslash escape). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `upper(col) LIKE upper('%value%')`: case-insensitive "contains", value taken literally. */
export function containsIgnoreCase(col: string, value: string): string {
  return `upper(${column(col)}) LIKE upper(${literal(`%${escapeLike(value)}%`)})`;
}

/** `upper(col) LIKE upper('value%')`: case-insensitive "starts with", value taken literally. */
export function startsWithIgnoreCase(col: string, value: string): string {
  return `upper(${column(col)}) LIKE upper(${literal(`${escapeLike(value)}%`)})`;
}

/** `upper(col) = upper('value')`: case-insensitive equality. */
export function equalsIgnoreCase(col: string, value: string): string {
  return `upper(${column(col)}) = upper(${literal(value)})`;
}

/** `col = 'value'`: exact equality. */
export function equals(col: string, value: string): string {
  return `${column(col)} = ${literal(value)}`;
}

export function and(...parts: string[]): string {
  return parts.map((part) => `(${part})`).join(' AND ');
}

export function or(...parts: string[]): string {
  return parts.map((part) => `(${part})`).join(' OR ');
}

/** The SoQL parameters of one request ($where, $order, $limit), sent as URL query parameters. */
export interface SoqlParams {
  where: string;
  order: string;
  limit: number;
}

export function toSearchParams(params: SoqlParams): URLSearchParams {
  if (!Number.isInteger(params.limit) || params.limit < 1 || params.limit > 50_000) throw new Error('bad $limit');
  return new URLSearchParams({ $where: params.where, $order: params.order, $limit: String(params.limit) });
}
