// A strict evaluator for the subset of SoQL the adapters send, used by the fake portal in tests.
// Lexing follows Socrata's own lexer (soql-reference SoQLLexer.flex): single-quoted strings where
// only '' is special, `--` comments and `/* */` outside strings. LIKE follows PostgreSQL (what
// SoQL compiles it to): `%`, `_`, and `\` as the default escape character. Anything outside the
// subset, or an unknown column, is an error (the portal answers 400), so a query that is not what
// the adapter meant to send does not pass silently.

export class SoqlError extends Error {
  override name = 'SoqlError';
}

type Token =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: string }
  | { kind: 'ident'; value: string }
  | { kind: 'op'; value: string }
  | { kind: 'eof' };

export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i += 1;
    } else if (source.startsWith('--', i)) {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      if (end < 0) throw new SoqlError('unterminated comment');
      i = end + 2;
    } else if (c === "'") {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= source.length) throw new SoqlError('unterminated string');
        if (source[i] === "'") {
          if (source[i + 1] === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += source[i];
        i += 1;
      }
      tokens.push({ kind: 'string', value });
    } else if (/[0-9]/.test(c)) {
      const match = /^[0-9]+(\.[0-9]*)?/.exec(source.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'number', value: match[0] });
      i += match[0].length;
    } else if (/[A-Za-z_:]/.test(c)) {
      const match = /^:?@?[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i));
      if (!match) throw new SoqlError(`unexpected character ${c}`);
      tokens.push({ kind: 'ident', value: match[0] });
      i += match[0].length;
    } else {
      const op = ['<=', '>=', '<>', '!=', '=', '<', '>', '(', ')', ','].find((candidate) => source.startsWith(candidate, i));
      if (!op) throw new SoqlError(`unexpected character ${c}`);
      tokens.push({ kind: 'op', value: op });
      i += op.length;
    }
  }
  tokens.push({ kind: 'eof' });
  return tokens;
}

export type Value = string | null;
export type Row = Record<string, unknown>;
type Expr = (row: Row) => Value | boolean | null;

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'LIKE', 'IS', 'NULL', 'TRUE', 'FALSE']);

/** PostgreSQL LIKE with the default escape character `\`. */
export function likeToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i] as string;
    if (c === '\\') {
      i += 1;
      if (i >= pattern.length) throw new SoqlError('LIKE pattern must not end with escape character');
      source += (pattern[i] as string).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    } else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, 'u');
}

function cellValue(row: Row, column: string): Value {
  const value = row[column];
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Compiles a $where expression over the given columns into a row predicate. */
export function compileWhere(source: string, columns: ReadonlySet<string>): (row: Row) => boolean {
  const tokens = tokenize(source);
  let pos = 0;
  const peek = () => tokens[pos] as Token;
  const next = () => tokens[pos++] as Token;
  const isKeyword = (word: string) => {
    const t = peek();
    return t.kind === 'ident' && t.value.toUpperCase() === word;
  };
  const expectOp = (value: string) => {
    const t = next();
    if (t.kind !== 'op' || t.value !== value) throw new SoqlError(`expected ${value}`);
  };

  const truthy = (value: Value | boolean | null): boolean | null => (value === null ? null : value === true || value === false ? value : null);

  function orExpr(): Expr {
    let left = andExpr();
    while (isKeyword('OR')) {
      next();
      const a = left;
      const b = andExpr();
      left = (row) => {
        const x = truthy(a(row));
        const y = truthy(b(row));
        if (x === true || y === true) return true;
        return x === null || y === null ? null : false;
      };
    }
    return left;
  }
  function andExpr(): Expr {
    let left = notExpr();
    while (isKeyword('AND')) {
      next();
      const a = left;
      const b = notExpr();
      left = (row) => {
        const x = truthy(a(row));
        const y = truthy(b(row));
        if (x === false || y === false) return false;
        return x === null || y === null ? null : true;
      };
    }
    return left;
  }
  function notExpr(): Expr {
    if (isKeyword('NOT')) {
      next();
      const inner = notExpr();
      return (row) => {
        const x = truthy(inner(row));
        return x === null ? null : !x;
      };
    }
    return comparison();
  }
  function comparison(): Expr {
    const left = term();
    const t = peek();
    if (t.kind === 'op' && ['=', '!=', '<>', '<', '>', '<=', '>='].includes(t.value)) {
      next();
      const right = term();
      return (row) => {
        const a = left(row);
        const b = right(row);
        if (a === null || b === null || typeof a !== 'string' || typeof b !== 'string') return null;
        switch (t.value) {
          case '=':
            return a === b;
          case '!=':
          case '<>':
            return a !== b;
          case '<':
            return a < b;
          case '>':
            return a > b;
          case '<=':
            return a <= b;
          default:
            return a >= b;
        }
      };
    }
    let negate = false;
    if (isKeyword('NOT')) {
      next();
      negate = true;
      if (!isKeyword('LIKE')) throw new SoqlError('expected LIKE after NOT');
    }
    if (isKeyword('LIKE')) {
      next();
      const right = term();
      return (row) => {
        const a = left(row);
        const b = right(row);
        if (a === null || b === null || typeof a !== 'string' || typeof b !== 'string') return null;
        const hit = likeToRegExp(b).test(a);
        return negate ? !hit : hit;
      };
    }
    if (isKeyword('IS')) {
      next();
      let not = false;
      if (isKeyword('NOT')) {
        next();
        not = true;
      }
      if (!isKeyword('NULL')) throw new SoqlError('expected NULL');
      next();
      return (row) => (left(row) === null) !== not;
    }
    return left;
  }
  function term(): Expr {
    const t = next();
    if (t.kind === 'string') return () => t.value;
    if (t.kind === 'number') return () => t.value;
    if (t.kind === 'op' && t.value === '(') {
      const inner = orExpr();
      expectOp(')');
      return inner;
    }
    if (t.kind === 'ident') {
      const upper = t.value.toUpperCase();
      if (upper === 'NULL') return () => null;
      if (upper === 'TRUE') return () => true;
      if (upper === 'FALSE') return () => false;
      if (KEYWORDS.has(upper)) throw new SoqlError(`unexpected keyword ${t.value}`);
      const after = peek();
      if (after.kind === 'op' && after.value === '(') {
        next();
        const arg = orExpr();
        expectOp(')');
        const fn = t.value.toLowerCase();
        if (fn === 'upper') return (row) => (typeof arg(row) === 'string' ? (arg(row) as string).toUpperCase() : null);
        if (fn === 'lower') return (row) => (typeof arg(row) === 'string' ? (arg(row) as string).toLowerCase() : null);
        throw new SoqlError(`unknown function ${t.value}`);
      }
      if (!columns.has(t.value)) throw new SoqlError(`no such column: ${t.value}`);
      return (row) => cellValue(row, t.value);
    }
    throw new SoqlError('expected an expression');
  }

  const expr = orExpr();
  if (peek().kind !== 'eof') throw new SoqlError('unexpected text after the expression');
  return (row) => truthy(expr(row)) === true;
}

/** Sorts by a $order list (`col [ASC|DESC], …`); nulls last. */
export function compileOrder(source: string, columns: ReadonlySet<string>): (a: Row, b: Row) => number {
  const keys = source.split(',').map((part) => {
    const match = /^\s*(:?[A-Za-z_][A-Za-z0-9_]*)(?:\s+(ASC|DESC))?\s*$/i.exec(part);
    if (!match) throw new SoqlError(`bad $order term: ${part}`);
    const column = match[1] as string;
    if (column !== ':id' && !columns.has(column)) throw new SoqlError(`no such column: ${column}`);
    return { column, descending: (match[2] ?? '').toUpperCase() === 'DESC' };
  });
  return (a, b) => {
    for (const { column, descending } of keys) {
      const x = cellValue(a, column);
      const y = cellValue(b, column);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      const order = x < y ? -1 : 1;
      return descending ? -order : order;
    }
    return 0;
  };
}
