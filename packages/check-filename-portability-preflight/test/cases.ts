// Cases as data: every declared code is produced by at least one case and kept silent by another
// (the conventions meta-test checks both); every case input is a packet the gateway accepts.
// Expected values are worked out from Microsoft's naming rules, UTF-8/UTF-16 arithmetic and the
// Unicode tables, not copied from the check's output.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { gitNamesCases } from './cases/git-names.js';

const ALL_CODES = [
  'RESERVED_NAME', 'INVALID_CHARACTER', 'TRAILING_DOT_OR_SPACE', 'COMPONENT_TOO_LONG', 'EMPTY_OR_DOT_COMPONENT',
  'ABSOLUTE_PATH', 'PATH_TOO_LONG', 'CASE_COLLISION', 'UNICODE_NORMALIZATION_COLLISION', 'GIT_RESERVED_NAME',
  'DIRECTORY_PATH_TOO_LONG',
];
const NFC = 'r\u00e9sum\u00e9.pdf'; // é as U+00E9
const NFD = 're\u0301sume\u0301.pdf'; // é as e + U+0301
const UPPER = 'R\u00c9SUM\u00c9.pdf';
const WIDE = '\u00e9'.repeat(128); // 128 characters, 256 UTF-8 bytes
const EMOJI = 'd/' + '\u{1F600}'.repeat(5); // 12 UTF-16 code units, 22 UTF-8 bytes
const DIR249 = `${'x'.repeat(200)}/${'y'.repeat(48)}`; // 249 code units
const LONG = Array.from({ length: 30 }, () => 'abcdefghi').join('/'); // 30 × 9 + 29 = 299 units

export const cases = defineCases<Input>([
  {
    name: 'portable paths are READY, one report entry each',
    input: { paths: ['src/index.ts', 'docs/guide.md', 'dir/', 'dir/file.txt', 'caf\u00e9/menu.pdf'] },
    expect: [],
    status: 'READY',
    absent: ALL_CODES,
    report: {
      maxPathLength: 260,
      paths: [
        { path: 'src/index.ts', portable: true, codes: [] },
        { path: 'docs/guide.md', portable: true, codes: [] },
        { path: 'dir/', portable: true, codes: [] },
        { path: 'dir/file.txt', portable: true, codes: [] },
        { path: 'caf\u00e9/menu.pdf', portable: true, codes: [] },
      ],
    },
  },

  // Reserved device names.
  {
    name: 'RESERVED_NAME in any component, any case, with an extension, trailing dots or spaces, superscript digits',
    input: { paths: ['lpt1/readme.md', 'x/Con.tar.gz', 'aux. ', 'COM\u00b2', 'a/nul/prn.txt'] },
    expect: [
      { code: 'RESERVED_NAME', pointer: '/paths/0', subject: 'lpt1/readme.md', details: { path: 'lpt1/readme.md', component: 'lpt1', name: 'LPT1' } },
      { code: 'RESERVED_NAME', pointer: '/paths/1', details: { component: 'Con.tar.gz', name: 'CON' } },
      { code: 'RESERVED_NAME', pointer: '/paths/2', details: { component: 'aux. ', name: 'AUX' } },
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/2', details: { component: 'aux. ' } },
      { code: 'RESERVED_NAME', pointer: '/paths/3', details: { component: 'COM\u00b2', name: 'COM\u00b2' } },
      // One finding per path and code: the first reserved component.
      { code: 'RESERVED_NAME', pointer: '/paths/4', details: { component: 'nul', name: 'NUL' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'names that only start like a device name are not reserved',
    input: { paths: ['console.log', 'COM10', 'nul-terminated', 'LPT', 'auxiliary.c', 'xCON', 'NULL'] },
    expect: [],
    absent: ['RESERVED_NAME'],
  },

  // Forbidden characters.
  {
    name: 'INVALID_CHARACTER lists each forbidden character once, controls as U+XXXX',
    input: { paths: ['a/what?*.txt', 'b/x\u0001y', 'c/<a>|"b"??'] },
    expect: [
      { code: 'INVALID_CHARACTER', pointer: '/paths/0', details: { path: 'a/what?*.txt', component: 'what?*.txt', characters: ['?', '*'] } },
      { code: 'INVALID_CHARACTER', pointer: '/paths/1', details: { component: 'x\u0001y', characters: ['U+0001'] } },
      { code: 'INVALID_CHARACTER', pointer: '/paths/2', details: { component: '<a>|"b"??', characters: ['<', '>', '|', '"', '?'] } },
    ],
  },
  {
    name: 'punctuation Windows allows is not an invalid character',
    input: { paths: ['a/what!.txt', 'b/x y', 'c/[x]{y}', 'd/#1 & 2;=+,'] },
    expect: [],
    absent: ['INVALID_CHARACTER'],
  },

  // Trailing dots and spaces.
  {
    name: 'TRAILING_DOT_OR_SPACE on a directory or a file name',
    input: { paths: ['dir./file', 'name ', 'reports/final. '] },
    expect: [
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/0', details: { component: 'dir.' } },
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/1', details: { component: 'name ' } },
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/2', details: { component: 'final. ' } },
    ],
  },
  {
    name: 'leading dots and inner spaces are fine',
    input: { paths: ['.hidden', 'a.b/c d', ' lead'] },
    expect: [],
    absent: ['TRAILING_DOT_OR_SPACE'],
  },

  // Path form.
  {
    name: 'EMPTY_OR_DOT_COMPONENT: a doubled slash, "..", "." (position is 1-based)',
    input: { paths: ['a//b', '../up', 'a/./b'] },
    expect: [
      { code: 'EMPTY_OR_DOT_COMPONENT', pointer: '/paths/0', details: { path: 'a//b', position: 2, component: '' } },
      { code: 'EMPTY_OR_DOT_COMPONENT', pointer: '/paths/1', details: { position: 1, component: '..' } },
      { code: 'EMPTY_OR_DOT_COMPONENT', pointer: '/paths/2', details: { position: 2, component: '.' } },
    ],
  },
  {
    name: 'a trailing slash marks a directory; dot-prefixed names are names',
    input: { paths: ['dir/', '.hidden/x', '..x/y', 'a/.b'] },
    expect: [],
    absent: ['EMPTY_OR_DOT_COMPONENT'],
  },
  {
    name: 'ABSOLUTE_PATH: leading slash, drive letter, UNC; a bare root is not also an empty component',
    input: { paths: ['/etc/passwd', 'C:/Users/x', '//server/share', '/', 'C:'] },
    expect: [
      { code: 'ABSOLUTE_PATH', pointer: '/paths/0', details: { path: '/etc/passwd', form: 'leading slash' } },
      { code: 'ABSOLUTE_PATH', pointer: '/paths/1', details: { form: 'drive letter' } },
      { code: 'ABSOLUTE_PATH', pointer: '/paths/2', details: { form: 'UNC or root path' } },
      { code: 'ABSOLUTE_PATH', pointer: '/paths/3', details: { form: 'leading slash' } },
      { code: 'ABSOLUTE_PATH', pointer: '/paths/4', details: { form: 'drive letter' } },
    ],
    absent: ['EMPTY_OR_DOT_COMPONENT'],
  },
  {
    name: 'relative paths that mention a drive or a root are not absolute',
    input: { paths: ['etc/passwd', 'users/C/x', 'root/'] },
    expect: [],
    absent: ['ABSOLUTE_PATH'],
  },

  // Lengths.
  {
    name: 'COMPONENT_TOO_LONG counts UTF-8 bytes: 255 ASCII pass, 128 × é (256 bytes) and 64 emoji (256 bytes) fail',
    input: { paths: ['a'.repeat(255), WIDE, `x/${'\u{1F600}'.repeat(64)}`] },
    expect: [
      { code: 'COMPONENT_TOO_LONG', pointer: '/paths/1', details: { path: WIDE, component: WIDE, bytes: 256 } },
      { code: 'COMPONENT_TOO_LONG', pointer: '/paths/2', details: { bytes: 256 } },
    ],
  },
  {
    name: 'names of exactly 255 bytes are accepted',
    input: { paths: ['a'.repeat(255), '\u00e9'.repeat(127) + 'a', `x/${'\u{1F600}'.repeat(63)}abc`] },
    expect: [],
    absent: ['COMPONENT_TOO_LONG'],
  },
  {
    name: 'PATH_TOO_LONG counts UTF-16 code units (an emoji counts 2) against max_path_length',
    input: { paths: [EMOJI], max_path_length: 11 },
    expect: [{ code: 'PATH_TOO_LONG', pointer: '/paths/0', details: { path: EMOJI, length: 12, limit: 11 } }],
    status: 'REVIEW',
  },
  {
    name: 'a path exactly at max_path_length passes',
    input: { paths: [EMOJI], max_path_length: 12 },
    expect: [],
    absent: ['PATH_TOO_LONG'],
    report: { maxPathLength: 12 },
  },
  {
    name: 'the default limit is MAX_PATH, 260',
    input: { paths: [LONG, LONG.slice(0, 260)] },
    expect: [
      { code: 'PATH_TOO_LONG', pointer: '/paths/0', details: { length: 299, limit: 260 } },
      // 26 × "abcdefghi/": a 259-unit directory fits MAX_PATH but not MAX_PATH minus 12.
      { code: 'DIRECTORY_PATH_TOO_LONG', pointer: '/paths/1', details: { length: 259, limit: 248 } },
    ],
    report: { maxPathLength: 260 },
  },
  {
    // Microsoft, "Naming Files, Paths, and Namespaces", Maximum Path Length Limitation: "When using
    // an API to create a directory, the specified path cannot be so long that you cannot append an
    // 8.3 file name (that is, the directory name cannot exceed MAX_PATH minus 12)."
    name: 'DIRECTORY_PATH_TOO_LONG: a file path within MAX_PATH whose directory exceeds MAX_PATH minus 12 (248)',
    input: { paths: [`${DIR249}/a.txt`, `${DIR249}/`, `${DIR249.slice(1)}/a.txt`, `${'d'.repeat(89)}/x`] },
    expect: [
      { code: 'DIRECTORY_PATH_TOO_LONG', pointer: '/paths/0', details: { path: `${DIR249}/a.txt`, directory: DIR249, length: 249, limit: 248 } },
      { code: 'DIRECTORY_PATH_TOO_LONG', pointer: '/paths/1', details: { directory: DIR249, length: 249, limit: 248 } },
    ],
    status: 'REVIEW',
    absent: ['PATH_TOO_LONG'],
  },
  {
    name: 'the directory limit follows max_path_length; a path already too long is one PATH_TOO_LONG',
    input: { paths: [`${'d'.repeat(89)}/x`, `${'d'.repeat(88)}/x`, `${'d'.repeat(120)}/x`], max_path_length: 100 },
    expect: [
      { code: 'DIRECTORY_PATH_TOO_LONG', pointer: '/paths/0', details: { length: 89, limit: 88 } },
      { code: 'PATH_TOO_LONG', pointer: '/paths/2', details: { length: 122, limit: 100 } },
    ],
  },
  {
    name: 'no directory, or a limit too small for the 12-unit reserve: no DIRECTORY_PATH_TOO_LONG',
    input: { paths: ['a'.repeat(255), 'ab/c'], max_path_length: 12 },
    expect: [{ code: 'PATH_TOO_LONG', pointer: '/paths/0', details: { length: 255, limit: 12 } }],
    absent: ['DIRECTORY_PATH_TOO_LONG'],
  },

  // Case collisions: every member at its own pointer.
  {
    name: 'CASE_COLLISION flags both files of a pair',
    input: { paths: ['docs/README.md', 'src/a.ts', 'docs/readme.md'] },
    expect: [
      {
        code: 'CASE_COLLISION',
        pointer: '/paths/0',
        subject: 'docs/README.md',
        details: { path: 'docs/README.md', name: 'docs/README.md', other: 'docs/readme.md', otherName: 'docs/readme.md', otherIndex: 2, spellings: 2, group: 'case:docs/readme.md' },
      },
      {
        code: 'CASE_COLLISION',
        pointer: '/paths/2',
        subject: 'docs/readme.md',
        details: { path: 'docs/readme.md', name: 'docs/readme.md', other: 'docs/README.md', otherName: 'docs/README.md', otherIndex: 0, spellings: 2, group: 'case:docs/readme.md' },
      },
    ],
    report: {
      paths: [
        { path: 'docs/README.md', portable: false, codes: ['CASE_COLLISION'] },
        { path: 'src/a.ts', portable: true, codes: [] },
        { path: 'docs/readme.md', portable: false, codes: ['CASE_COLLISION'] },
      ],
    },
  },
  {
    name: 'a directory collision flags every path under either spelling, at the shallowest differing directory',
    input: { paths: ['Docs/a.md', 'Docs/c.md', 'src/x.ts', 'docs/b.md', 'docs/sub/A.md', 'docs/sub/a.md'] },
    expect: [
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { name: 'Docs', other: 'docs/b.md', otherName: 'docs', otherIndex: 3, group: 'case:docs' } },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { name: 'Docs', other: 'docs/b.md', otherName: 'docs', otherIndex: 3, group: 'case:docs' } },
      { code: 'CASE_COLLISION', pointer: '/paths/3', details: { name: 'docs', other: 'Docs/a.md', otherName: 'Docs', otherIndex: 0, group: 'case:docs' } },
      // Already in the docs collision: reported there, not again for sub/A.md vs sub/a.md.
      { code: 'CASE_COLLISION', pointer: '/paths/4', details: { name: 'docs', group: 'case:docs' } },
      { code: 'CASE_COLLISION', pointer: '/paths/5', details: { name: 'docs', group: 'case:docs' } },
    ],
    report: { paths: [{ portable: false }, { portable: false }, { portable: true }, { portable: false }, { portable: false }, { portable: false }] },
  },
  {
    name: 'three spellings of one name: each member names another spelling, all count three',
    input: { paths: ['readme', 'README', 'ReadMe'] },
    expect: [
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { name: 'readme', otherName: 'README', otherIndex: 1, spellings: 3, group: 'case:readme' } },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { name: 'README', otherName: 'readme', otherIndex: 0, spellings: 3, group: 'case:readme' } },
      { code: 'CASE_COLLISION', pointer: '/paths/2', details: { name: 'ReadMe', otherName: 'readme', otherIndex: 0, spellings: 3, group: 'case:readme' } },
    ],
  },
  {
    name: 'two separate collisions keep separate groups',
    input: { paths: ['A.txt', 'b.txt', 'a.txt', 'B.txt'] },
    expect: [
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { group: 'case:a.txt', otherIndex: 2 } },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { group: 'case:b.txt', otherIndex: 3 } },
      { code: 'CASE_COLLISION', pointer: '/paths/2', details: { group: 'case:a.txt', otherIndex: 0 } },
      { code: 'CASE_COLLISION', pointer: '/paths/3', details: { group: 'case:b.txt', otherIndex: 1 } },
    ],
  },
  {
    name: 'simple Unicode case folding: Greek omicron, long s, capital sharp s',
    input: { paths: ['\u039fdyssey', '\u03bfdyssey', 's.txt', '\u017f.txt', 'stra\u00dfe.txt', 'STRA\u1e9eE.txt'] },
    expect: [
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { otherIndex: 1, group: 'case:\u03bfdyssey' } },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { otherIndex: 0, group: 'case:\u03bfdyssey' } },
      { code: 'CASE_COLLISION', pointer: '/paths/2', details: { otherIndex: 3, group: 'case:s.txt' } },
      { code: 'CASE_COLLISION', pointer: '/paths/3', details: { otherIndex: 2, group: 'case:s.txt' } },
      { code: 'CASE_COLLISION', pointer: '/paths/4', details: { otherIndex: 5, group: 'case:stra\u00dfe.txt' } },
      { code: 'CASE_COLLISION', pointer: '/paths/5', details: { otherIndex: 4, group: 'case:stra\u00dfe.txt' } },
    ],
  },
  {
    name: 'simple folding keeps ß apart from SS, as NTFS and APFS compare; an exact repeat is one file',
    input: { paths: ['STRASSE.txt', 'stra\u00dfe.txt', 'same/file.txt', 'same/file.txt'] },
    expect: [],
    absent: ['CASE_COLLISION', 'UNICODE_NORMALIZATION_COLLISION'],
  },

  // Unicode normalization collisions.
  {
    name: 'UNICODE_NORMALIZATION_COLLISION flags the NFC and the NFD spelling; a third, upper-case spelling collides by case with both',
    input: { paths: [NFC, NFD, UPPER] },
    expect: [
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { name: NFC, other: UPPER, otherIndex: 2, spellings: 2, group: `case:${NFC}` } },
      {
        code: 'UNICODE_NORMALIZATION_COLLISION',
        pointer: '/paths/0',
        details: { path: NFC, name: NFC, form: 'NFC', other: NFD, otherName: NFD, otherIndex: 1, spellings: 2, group: `nfc:${NFC}` },
      },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { name: NFD, other: UPPER, otherIndex: 2, group: `case:${NFC}` } },
      {
        code: 'UNICODE_NORMALIZATION_COLLISION',
        pointer: '/paths/1',
        details: { path: NFD, name: NFD, form: 'NFD', other: NFC, otherName: NFC, otherIndex: 0, spellings: 2, group: `nfc:${NFC}` },
      },
      { code: 'CASE_COLLISION', pointer: '/paths/2', details: { name: UPPER, other: NFC, otherIndex: 0, group: `case:${NFC}` } },
    ],
    report: { paths: [{ codes: ['CASE_COLLISION', 'UNICODE_NORMALIZATION_COLLISION'] }, { codes: ['CASE_COLLISION', 'UNICODE_NORMALIZATION_COLLISION'] }, { codes: ['CASE_COLLISION'] }] },
  },
  {
    name: 'the Kelvin sign is canonically equivalent to K: a normalization collision, not a case one',
    input: { paths: ['K.txt', '\u212a.txt'] },
    expect: [
      { code: 'UNICODE_NORMALIZATION_COLLISION', pointer: '/paths/0', details: { form: 'NFC', otherIndex: 1, group: 'nfc:K.txt' } },
      { code: 'UNICODE_NORMALIZATION_COLLISION', pointer: '/paths/1', details: { form: 'neither', otherIndex: 0, group: 'nfc:K.txt' } },
    ],
    absent: ['CASE_COLLISION'],
  },
  {
    name: 'a normalization collision of a directory, and a case collision below it, flag both paths twice',
    input: { paths: ['caf\u00e9/A', 'cafe\u0301/a'] },
    expect: [
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { name: 'caf\u00e9/A', otherName: 'cafe\u0301/a', group: 'case:caf\u00e9/a' } },
      { code: 'UNICODE_NORMALIZATION_COLLISION', pointer: '/paths/0', details: { name: 'caf\u00e9', otherName: 'cafe\u0301', group: 'nfc:caf\u00e9' } },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { name: 'cafe\u0301/a', otherName: 'caf\u00e9/A', group: 'case:caf\u00e9/a' } },
      { code: 'UNICODE_NORMALIZATION_COLLISION', pointer: '/paths/1', details: { name: 'cafe\u0301', otherName: 'caf\u00e9', group: 'nfc:caf\u00e9' } },
    ],
  },
  {
    name: 'the same NFC spelling twice and look-alikes that are different letters do not collide',
    input: { paths: [NFC, NFC, 'caf\u00e8.txt', 'cafe.txt', '\u0430.txt', 'a.txt'] },
    expect: [],
    absent: ['UNICODE_NORMALIZATION_COLLISION', 'CASE_COLLISION'],
  },

  {
    name: 'one path can carry several codes; the report lists each once, in table order',
    input: { paths: ['C:/Con/a?b. ', 'c:/con/x'] },
    expect: [
      { code: 'ABSOLUTE_PATH', pointer: '/paths/0' },
      { code: 'CASE_COLLISION', pointer: '/paths/0', details: { name: 'Con', otherName: 'con', group: 'case:con' } },
      { code: 'INVALID_CHARACTER', pointer: '/paths/0', details: { component: 'a?b. ', characters: ['?'] } },
      { code: 'RESERVED_NAME', pointer: '/paths/0', details: { component: 'Con', name: 'CON' } },
      { code: 'TRAILING_DOT_OR_SPACE', pointer: '/paths/0', details: { component: 'a?b. ' } },
      { code: 'ABSOLUTE_PATH', pointer: '/paths/1' },
      { code: 'CASE_COLLISION', pointer: '/paths/1', details: { name: 'con', otherName: 'Con', group: 'case:con' } },
      { code: 'RESERVED_NAME', pointer: '/paths/1', details: { component: 'con', name: 'CON' } },
    ],
    report: {
      paths: [
        { portable: false, codes: ['RESERVED_NAME', 'INVALID_CHARACTER', 'TRAILING_DOT_OR_SPACE', 'ABSOLUTE_PATH', 'CASE_COLLISION'] },
        { portable: false, codes: ['RESERVED_NAME', 'ABSOLUTE_PATH', 'CASE_COLLISION'] },
      ],
    },
  },
  ...gitNamesCases,
]);
