// Cases as data: every declared code is produced by at least one case and kept silent by another
// (the conventions meta-test checks both); every case input is a packet the gateway accepts.
// Verdicts follow gitignore(5); the matching itself is checked against git in git-differential.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';

export const cases = defineCases<Input>([
  // sensitive-uncovered
  {
    name: 'covered sensitive files and ordinary files are READY',
    input: { paths: ['src/a.ts', '.env', 'keys/server.pem'], patterns: ['.env', '*.pem'] },
    expect: [],
    status: 'READY',
    absent: ['SENSITIVE_PATH_UNCOVERED', 'PATTERN_UNMATCHED'],
    report: {
      paths: [
        { path: 'src/a.ts', ignored: false, pattern: null, sensitive: false, tracked: false },
        { path: '.env', ignored: true, pattern: '.env', sensitive: true, tracked: false },
        { path: 'keys/server.pem', ignored: true, pattern: '*.pem', sensitive: true, tracked: false },
      ],
      patterns: { lines: 2, rules: 2, negations: 0, neverMatching: 0, unsupported: 0, unmatched: 0 },
    },
  },
  {
    name: 'SENSITIVE_PATH_UNCOVERED names the secret rule; no patterns at all',
    input: { paths: ['README.md', 'config/.env.local'] },
    expect: [
      {
        code: 'SENSITIVE_PATH_UNCOVERED',
        pointer: '/paths/1',
        subject: 'config/.env.local',
        details: { path: 'config/.env.local', rule: '.env file', ruleId: 'dotenv', negatedBy: null },
      },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'SENSITIVE_PATH_UNCOVERED names the negation that re-included the file',
    input: { paths: ['app/secret.key'], patterns: ['*.key', '!app/*.key'] },
    expect: [{ code: 'SENSITIVE_PATH_UNCOVERED', pointer: '/paths/0', details: { ruleId: 'private-key', negatedBy: '!app/*.key' } }],
    absent: ['NEGATION_INEFFECTIVE'],
    report: { paths: [{ path: 'app/secret.key', ignored: false, pattern: '!app/*.key', sensitive: true, tracked: false }] },
  },
  {
    name: 'a secret listed twice is flagged at both entries',
    input: { paths: ['.env', 'src/a.ts', '.env'] },
    expect: [
      { code: 'SENSITIVE_PATH_UNCOVERED', pointer: '/paths/0', subject: '.env' },
      { code: 'SENSITIVE_PATH_UNCOVERED', pointer: '/paths/2', subject: '.env' },
    ],
  },
  {
    name: 'template files and public keys are not secrets; an ignoring parent directory covers a secret',
    input: { paths: ['.env.example', 'id_rsa.pub', 'secrets/prod.pem', 'src/key.ts'], patterns: ['secrets/'] },
    expect: [],
    absent: ['SENSITIVE_PATH_UNCOVERED'],
    report: { paths: [{ sensitive: false }, { sensitive: false }, { ignored: true, pattern: 'secrets/', sensitive: true }, { sensitive: false }] },
  },

  // tracked
  {
    name: 'SENSITIVE_PATH_TRACKED fires even when ignored; TRACKED_PATH_IGNORED for an ordinary ignored tracked file',
    input: { paths: ['.npmrc', 'dist/app.js'], patterns: ['.npmrc', 'dist/'], tracked_paths: ['.npmrc', 'dist/app.js', 'src/a.ts'] },
    expect: [
      {
        code: 'SENSITIVE_PATH_TRACKED',
        pointer: '/tracked_paths/0',
        subject: '.npmrc',
        details: { path: '.npmrc', rule: 'credential dotfile', ruleId: 'credential-dotfile', ignored: true },
      },
      { code: 'TRACKED_PATH_IGNORED', pointer: '/tracked_paths/1', subject: 'dist/app.js', details: { path: 'dist/app.js', pattern: 'dist/' } },
    ],
    status: 'BLOCKED',
    report: { paths: [{ tracked: true }, { tracked: true }] },
  },
  {
    name: 'an uncovered secret that is also tracked is flagged in both lists',
    input: { paths: ['.env'], tracked_paths: ['.env'] },
    expect: [
      { code: 'SENSITIVE_PATH_UNCOVERED', pointer: '/paths/0' },
      { code: 'SENSITIVE_PATH_TRACKED', pointer: '/tracked_paths/0', details: { ignored: false } },
    ],
  },
  {
    name: 'tracked files that are neither secret nor ignored are fine',
    input: { paths: ['.env', 'src/a.ts'], patterns: ['.env'], tracked_paths: ['src/a.ts', 'README.md'] },
    expect: [],
    absent: ['SENSITIVE_PATH_TRACKED', 'TRACKED_PATH_IGNORED'],
    report: { paths: [{ tracked: false }, { tracked: true }] },
  },

  // negation-ineffective
  {
    name: 'NEGATION_INEFFECTIVE flags the negation line and every path it cannot re-include',
    input: { paths: ['build/keep.txt', 'build/other.txt', 'keep.txt', 'build/sub/keep.txt'], patterns: ['build/', '!keep.txt'] },
    expect: [
      {
        code: 'NEGATION_INEFFECTIVE',
        pointer: '/paths/0',
        subject: 'build/keep.txt',
        details: { pattern: '!keep.txt', path: 'build/keep.txt', directory: 'build/', excludedBy: 'build/', group: '/patterns/1' },
      },
      {
        code: 'NEGATION_INEFFECTIVE',
        pointer: '/paths/3',
        subject: 'build/sub/keep.txt',
        details: { pattern: '!keep.txt', path: 'build/sub/keep.txt', directory: 'build/sub/', excludedBy: 'build/', group: '/patterns/1' },
      },
      {
        code: 'NEGATION_INEFFECTIVE',
        pointer: '/patterns/1',
        subject: '!keep.txt',
        details: { pattern: '!keep.txt', path: 'build/keep.txt', directory: 'build/', excludedBy: 'build/', blockedPaths: 2, group: '/patterns/1' },
      },
    ],
    status: 'REVIEW',
    report: {
      paths: [
        { ignored: true, pattern: 'build/' },
        { ignored: true, pattern: 'build/' },
        { ignored: false, pattern: '!keep.txt' },
        { ignored: true, pattern: 'build/' },
      ],
    },
  },
  {
    name: 'two ineffective negations form two groups, whatever directory blocks each path',
    input: { paths: ['logs/keep.txt', 'tmp/a.log', 'logs/b.log'], patterns: ['logs/', 'tmp/', '!keep.txt', '!*.log'] },
    expect: [
      { code: 'NEGATION_INEFFECTIVE', pointer: '/paths/0', details: { pattern: '!keep.txt', directory: 'logs/', excludedBy: 'logs/', group: '/patterns/2' } },
      { code: 'NEGATION_INEFFECTIVE', pointer: '/paths/1', details: { pattern: '!*.log', directory: 'tmp/', excludedBy: 'tmp/', group: '/patterns/3' } },
      { code: 'NEGATION_INEFFECTIVE', pointer: '/paths/2', details: { pattern: '!*.log', directory: 'logs/', excludedBy: 'logs/', group: '/patterns/3' } },
      { code: 'NEGATION_INEFFECTIVE', pointer: '/patterns/2', details: { path: 'logs/keep.txt', blockedPaths: 1, group: '/patterns/2' } },
      { code: 'NEGATION_INEFFECTIVE', pointer: '/patterns/3', details: { path: 'tmp/a.log', blockedPaths: 2, group: '/patterns/3' } },
    ],
  },
  {
    name: '"build/*" excludes the files, not the directory, so the negation works',
    input: { paths: ['build/keep.txt', 'build/x.txt'], patterns: ['build/*', '!build/keep.txt'] },
    expect: [],
    absent: ['NEGATION_INEFFECTIVE'],
    report: { paths: [{ ignored: false, pattern: '!build/keep.txt' }, { ignored: true, pattern: 'build/*' }] },
  },

  // pattern-unmatched
  {
    name: 'PATTERN_UNMATCHED for a rule matching nothing; comments and blank lines are not rules',
    input: { paths: ['node_modules/x/index.js'], patterns: ['node_modules/', '*.swp', '# comment', ''] },
    expect: [{ code: 'PATTERN_UNMATCHED', pointer: '/patterns/1', subject: '*.swp', details: { pattern: '*.swp' } }],
    status: 'READY',
    report: { patterns: { lines: 4, rules: 2, negations: 0, neverMatching: 0, unsupported: 0, unmatched: 1 } },
  },
  {
    name: 'directories above the paths and tracked paths count as matches',
    input: { paths: ['a/b/c.txt'], patterns: ['a/', 'b/', '/a/b', '**/b/**', 'old.txt'], tracked_paths: ['old.txt'] },
    expect: [{ code: 'TRACKED_PATH_IGNORED', pointer: '/tracked_paths/0', details: { pattern: 'old.txt' } }],
    absent: ['PATTERN_UNMATCHED'],
  },

  // never-matches
  {
    // wildmatch.c (https://github.com/git/git/blob/master/wildmatch.c) returns WM_ABORT_ALL on a class
    // without "]" ("if (!p_ch) return WM_ABORT_ALL"), on an unknown "[:name:]" ("malformed [:class:] string"),
    // and a pattern ending in "\" never equals a byte; dir.c drops the one trailing "/" first, escaped or not.
    name: 'PATTERN_NEVER_MATCHES for lines git reads but that can match no path; they are not also unmatched',
    input: {
      paths: ['secrets/.env', '[abc', 'tmp', 'foo', 'a'],
      patterns: ['secrets/[.env', '[abc', 'tmp\\', '[[:word:]]', 'foo\\/', '/', '!', '[a-\\'],
    },
    expect: [
      { code: 'SENSITIVE_PATH_UNCOVERED', pointer: '/paths/0', subject: 'secrets/.env' },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/0', subject: 'secrets/[.env', details: { pattern: 'secrets/[.env', reason: 'unclosed character class' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/1', details: { reason: 'unclosed character class' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/2', details: { reason: 'trailing backslash' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/3', details: { reason: 'unknown character class [:word:]' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/4', details: { reason: 'trailing backslash' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/5', details: { reason: 'empty pattern' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/6', details: { reason: 'empty pattern' } },
      { code: 'PATTERN_NEVER_MATCHES', pointer: '/patterns/7', details: { reason: 'unclosed character class' } },
    ],
    absent: ['PATTERN_UNMATCHED', 'UNSUPPORTED_PATTERN'],
    status: 'BLOCKED',
    report: {
      paths: [{ ignored: false }, { ignored: false }, { ignored: false }, { ignored: false }, { ignored: false }],
      patterns: { lines: 8, rules: 0, negations: 0, neverMatching: 8, unsupported: 0, unmatched: 0 },
    },
  },

  // unsupported-pattern
  {
    name: 'UNSUPPORTED_PATTERN for an entry no single .gitignore line can hold, not applied',
    input: { paths: ['a.log', 'keep.log', 'x'], patterns: ['*.log\n!keep.log', 'x\u0000y'] },
    expect: [
      { code: 'UNSUPPORTED_PATTERN', pointer: '/patterns/0', subject: '*.log\n!keep.log', details: { reason: 'contains a line break' } },
      { code: 'UNSUPPORTED_PATTERN', pointer: '/patterns/1', details: { reason: 'contains a NUL character' } },
    ],
    absent: ['PATTERN_NEVER_MATCHES', 'PATTERN_UNMATCHED'],
    status: 'REVIEW',
    report: { paths: [{ ignored: false }, { ignored: false }, { ignored: false }], patterns: { lines: 2, rules: 0, neverMatching: 0, unsupported: 2 } },
  },
  {
    // Each line was reported UNSUPPORTED_PATTERN and not applied before; git applies them all (verdicts as
    // `git check-ignore --no-index -v` gives them; test/git-differential.test.ts checks the same forms at random).
    name: 'POSIX classes, escapes of any character, CRLF lines, star runs, "**" beside a name and "/" in a class are applied as git applies them',
    input: {
      paths: ['1.log', 'esc', 'crlf', 'kite', 'd/xb', 'd/x/b', 'z', 'y/z', 'A-_', 'A-b', 'q/a', 'Z.tmp', 'a.tmp'],
      patterns: ['[[:digit:]].log', 'e\\sc', 'crlf\r', 'k***', 'd/**b', '**\\/z', '[[:upper:]]-[![:alnum:]]', 'q/[a/b]', '[^[:lower:]]*.tmp'],
    },
    expect: [],
    absent: ['UNSUPPORTED_PATTERN', 'PATTERN_NEVER_MATCHES', 'PATTERN_UNMATCHED'],
    report: {
      paths: [
        { path: '1.log', ignored: true, pattern: '[[:digit:]].log' },
        { path: 'esc', ignored: true, pattern: 'e\\sc' },
        { path: 'crlf', ignored: true, pattern: 'crlf\r' },
        { path: 'kite', ignored: true, pattern: 'k***' },
        { path: 'd/xb', ignored: true, pattern: 'd/**b' },
        { path: 'd/x/b', ignored: false, pattern: null },
        { path: 'z', ignored: false, pattern: null },
        { path: 'y/z', ignored: true, pattern: '**\\/z' },
        { path: 'A-_', ignored: true, pattern: '[[:upper:]]-[![:alnum:]]' },
        { path: 'A-b', ignored: false, pattern: null },
        { path: 'q/a', ignored: true, pattern: 'q/[a/b]' },
        { path: 'Z.tmp', ignored: true, pattern: '[^[:lower:]]*.tmp' },
        { path: 'a.tmp', ignored: false, pattern: null },
      ],
      patterns: { lines: 9, rules: 9, neverMatching: 0, unsupported: 0, unmatched: 0 },
    },
  },
  {
    name: 'the escapes, classes and ** forms of the subset are applied',
    input: { paths: ['#file', '!bang', 'trailing ', 'bb', 'x/y'], patterns: ['\\#file', '\\!bang', 'trailing\\ ', '[!a]b', 'x/**/y'] },
    expect: [],
    absent: ['UNSUPPORTED_PATTERN', 'PATTERN_UNMATCHED'],
    report: { paths: [{ ignored: true }, { ignored: true }, { ignored: true }, { ignored: true }, { ignored: true }] },
  },

  // invalid-path
  {
    name: 'INVALID_PATH for paths git would never report, in either list',
    input: { paths: ['', '/etc/passwd', './a', 'a/../b', 'a//b', 'C:/x', 'a\\b'], tracked_paths: ['../x'] },
    expect: [
      { code: 'INVALID_PATH', pointer: '/paths/0', details: { path: '', reason: 'empty path' } },
      { code: 'INVALID_PATH', pointer: '/paths/1', details: { reason: 'absolute path' } },
      { code: 'INVALID_PATH', pointer: '/paths/2', details: { reason: '"." or ".." segment' } },
      { code: 'INVALID_PATH', pointer: '/paths/3', details: { reason: '"." or ".." segment' } },
      { code: 'INVALID_PATH', pointer: '/paths/4', details: { reason: 'empty segment' } },
      { code: 'INVALID_PATH', pointer: '/paths/5', details: { reason: 'drive letter' } },
      { code: 'INVALID_PATH', pointer: '/paths/6', details: { reason: 'backslash separator' } },
      { code: 'INVALID_PATH', pointer: '/tracked_paths/0', subject: '../x', details: { reason: '"." or ".." segment' } },
    ],
  },
  {
    name: 'an invalid secret path is reported as invalid, not as uncovered',
    input: { paths: ['../secrets/.env'] },
    expect: [{ code: 'INVALID_PATH', pointer: '/paths/0', details: { reason: '"." or ".." segment' } }],
    absent: ['SENSITIVE_PATH_UNCOVERED'],
    report: { paths: [{ path: '../secrets/.env', ignored: false, pattern: null, sensitive: true }] },
  },
  {
    name: 'directories, dotted names and "..." are valid paths',
    input: { paths: ['a/b/', 'dir.with.dots/x', '...', '.github/workflows/ci.yml'] },
    expect: [],
    absent: ['INVALID_PATH'],
  },
]);
