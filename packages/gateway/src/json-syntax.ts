// Where a body that is not JSON goes wrong, for the 400's message: line, column and byte offset of
// the first error, as jsonc-parser's scanner finds it in strict mode (no comments, no trailing
// commas). Only a refused body pays for this second read; V8's own messages differ by version and
// sometimes quote the body without a position.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';

/** jsonc-parser's error names (its codes are a const enum), in plain words. */
const WHAT: Record<string, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'malformed number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: "expected ':'",
  CommaExpected: "expected ','",
  CloseBraceExpected: "expected '}'",
  CloseBracketExpected: "expected ']'",
  EndOfFileExpected: 'text after the end of the JSON value',
  InvalidCommentToken: 'comments are not JSON',
  UnexpectedEndOfComment: 'comments are not JSON',
  UnexpectedEndOfString: 'a string is not closed',
  UnexpectedEndOfNumber: 'a number ends too early',
  InvalidUnicode: 'malformed \\u escape',
  InvalidEscapeCharacter: 'invalid escape in a string',
  InvalidCharacter: 'a control character in a string must be escaped',
};

export interface SyntaxErrorPlace {
  /** What is wrong, in a few words. */
  what: string;
  /** 1-based line and column (in characters) of the first error. */
  line: number;
  column: number;
  /** 0-based offset of the first error in the body's bytes. */
  byte: number;
}

/** The first syntax error of `text` (the body decoded, after a BOM of `bomBytes` bytes); null if none is found. */
export function locateSyntaxError(text: string, bomBytes = 0): SyntaxErrorPlace | null {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return null;
  const before = text.slice(0, first.offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return {
    what: WHAT[printParseErrorCode(first.error)] ?? 'not JSON',
    line: before.split('\n').length,
    column: [...before.slice(lineStart)].length + 1,
    byte: bomBytes + Buffer.byteLength(before, 'utf8'),
  };
}
