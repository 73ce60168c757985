import { digest } from '@evidence-check/core-receipt';
import { codes, run, sampleInput } from '../src/index.js';
import { classifyPattern } from '../src/rules/patterns.js';
import { sensitiveRule } from '../src/rules/sensitive.js';

const found = (input: Parameters<typeof run>[0]) => run(input).findings.map((f) => ({ code: f.code, pointer: f.pointer, subject: f.subject, details: f.details }));

describe('gitignore-coverage-preflight', () => {
  test('covered sensitive files and ordinary files are READY', () => {
    const result = run({ paths: ['src/a.ts', '.env', 'keys/server.pem'], patterns: ['.env', '*.pem'] });
    expect(result.status).toBe('READY');
    expect(result.report.paths).toEqual([
      { path: 'src/a.ts', ignored: false, pattern: null, sensitive: false, tracked: false },
      { path: '.env', ignored: true, pattern: '.env', sensitive: true, tracked: false },
      { path: 'keys/server.pem', ignored: true, pattern: '*.pem', sensitive: true, tracked: false },
    ]);
  });

  test('SENSITIVE_PATH_UNCOVERED names the rule and the negation that re-included it', () => {
    expect(found({ paths: ['README.md', 'config/.env.local'] })).toEqual([
      { code: 'SENSITIVE_PATH_UNCOVERED', pointer: '/paths/1', subject: 'config/.env.local', details: { path: 'config/.env.local', rule: '.env file', ruleId: 'dotenv', negatedBy: null } },
    ]);
    const negated = run({ paths: ['app/secret.key'], patterns: ['*.key', '!app/*.key'] });
    expect(negated.findings).toEqual([
      expect.objectContaining({ code: 'SENSITIVE_PATH_UNCOVERED', severity: 'error', pointer: '/paths/0', details: expect.objectContaining({ negatedBy: '!app/*.key' }) }),
    ]);
    expect(negated.report.paths[0]).toEqual({ path: 'app/secret.key', ignored: false, pattern: '!app/*.key', sensitive: true, tracked: false });
  });

  test('SENSITIVE_PATH_TRACKED fires even when the path is ignored; TRACKED_PATH_IGNORED for ordinary files', () => {
    const result = run({ paths: ['.npmrc', 'dist/app.js'], patterns: ['.npmrc', 'dist/'], tracked_paths: ['.npmrc', 'dist/app.js', 'src/a.ts'] });
    expect(result.findings.map((f) => ({ code: f.code, pointer: f.pointer, details: f.details }))).toEqual([
      { code: 'SENSITIVE_PATH_TRACKED', pointer: '/tracked_paths/0', details: { path: '.npmrc', rule: 'credential dotfile', ruleId: 'credential-dotfile', ignored: true } },
      { code: 'TRACKED_PATH_IGNORED', pointer: '/tracked_paths/1', details: { path: 'dist/app.js', pattern: 'dist/' } },
    ]);
    expect(result.report.paths.map((p) => p.tracked)).toEqual([true, true]);
    expect(result.summary).toMatchObject({ errors: 1, warnings: 1, sensitiveTracked: 1, tracked: 2 });
  });

  test('NEGATION_INEFFECTIVE: a file cannot be re-included when its parent directory is excluded', () => {
    const result = run({ paths: ['build/keep.txt', 'build/other.txt', 'keep.txt'], patterns: ['build/', '!keep.txt'] });
    expect(found({ paths: ['build/keep.txt', 'build/other.txt', 'keep.txt'], patterns: ['build/', '!keep.txt'] })).toEqual([
      {
        code: 'NEGATION_INEFFECTIVE',
        pointer: '/patterns/1',
        subject: '!keep.txt',
        details: { pattern: '!keep.txt', path: 'build/keep.txt', directory: 'build/', excludedBy: 'build/', blockedPaths: 1 },
      },
    ]);
    expect(result.report.paths[0]).toMatchObject({ ignored: true, pattern: 'build/' });
    // "build/*" excludes the files, not the directory, so the negation works.
    expect(run({ paths: ['build/keep.txt', 'build/x.txt'], patterns: ['build/*', '!build/keep.txt'] }).findings).toEqual([]);
  });

  test('PATTERN_UNMATCHED counts directories above the paths as matches', () => {
    expect(found({ paths: ['node_modules/x/index.js'], patterns: ['node_modules/', '*.swp', '# comment', ''] })).toEqual([
      { code: 'PATTERN_UNMATCHED', pointer: '/patterns/1', subject: '*.swp', details: { pattern: '*.swp' } },
    ]);
  });

  test('UNSUPPORTED_PATTERN lines are reported and not applied', () => {
    const patterns = ['[[:digit:]].log', 'a\\b', 'tmp\\', '[abc', 'x\r', 'a**', '/', '!'];
    const result = run({ paths: ['1.log', 'ab'], patterns });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.reason])).toEqual([
      ['UNSUPPORTED_PATTERN', '/patterns/0', 'POSIX character class'],
      ['UNSUPPORTED_PATTERN', '/patterns/1', 'unknown escape \\b'],
      ['UNSUPPORTED_PATTERN', '/patterns/2', 'trailing backslash'],
      ['UNSUPPORTED_PATTERN', '/patterns/3', 'unclosed character class'],
      ['UNSUPPORTED_PATTERN', '/patterns/4', 'contains a line break'],
      ['UNSUPPORTED_PATTERN', '/patterns/5', '"**" not between slashes'],
      ['UNSUPPORTED_PATTERN', '/patterns/6', 'empty pattern'],
      ['UNSUPPORTED_PATTERN', '/patterns/7', 'empty pattern'],
    ]);
    expect(result.report.paths.every((p) => !p.ignored)).toBe(true);
    expect(result.report.patterns).toEqual({ lines: 8, rules: 0, negations: 0, unsupported: 8, unmatched: 0 });
  });

  test('INVALID_PATH for paths git would never report', () => {
    const bad = ['', '/etc/passwd', './a', 'a/../b', 'a//b', 'C:/x', 'a\\b'];
    const result = run({ paths: bad, tracked_paths: ['../x'] });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.reason])).toEqual([
      ['INVALID_PATH', '/paths/0', 'empty path'],
      ['INVALID_PATH', '/paths/1', 'absolute path'],
      ['INVALID_PATH', '/paths/2', '"." or ".." segment'],
      ['INVALID_PATH', '/paths/3', '"." or ".." segment'],
      ['INVALID_PATH', '/paths/4', 'empty segment'],
      ['INVALID_PATH', '/paths/5', 'drive letter'],
      ['INVALID_PATH', '/paths/6', 'backslash separator'],
      ['INVALID_PATH', '/tracked_paths/0', '"." or ".." segment'],
    ]);
  });

  test('sensitive-path rules from the issue, with template files excluded', () => {
    const sensitive = [
      '.env', '.env.local', 'a/.env.production', '.ssh/id_rsa', 'id_ed25519', 'tls/site.pem', 'x.key', 'cert.p12', 'cert.pfx', '.npmrc', '.pypirc',
      '.netrc', '.git-credentials', 'home/.aws/credentials', '.aws/credentials', 'infra/terraform.tfstate', 'gcp/service-account.json',
      'my-service_account-prod.json', 'credentials.json', 'credentials-dev.json', 'vault.kdbx', 'ENV/.ENV',
    ];
    const safe = ['.env.example', '.env.sample', '.env.template', 'id_rsa.pub', 'src/key.ts', 'environment.ts', 'package.json', 'aws/credentials', 'tfstate.md', 'keys/'];
    expect(sensitive.filter((p) => sensitiveRule(p) === null)).toEqual([]);
    expect(safe.filter((p) => sensitiveRule(p) !== null)).toEqual([]);
  });

  test('every declared code is exercised by these tests', () => {
    const classified = classifyPattern('a\\b');
    expect(classified.kind).toBe('unsupported');
    expect(Object.keys(codes).sort()).toEqual(
      ['INVALID_PATH', 'NEGATION_INEFFECTIVE', 'PATTERN_UNMATCHED', 'SENSITIVE_PATH_TRACKED', 'SENSITIVE_PATH_UNCOVERED', 'TRACKED_PATH_IGNORED', 'UNSUPPORTED_PATTERN'].sort(),
    );
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set(['SENSITIVE_PATH_UNCOVERED', 'SENSITIVE_PATH_TRACKED', 'TRACKED_PATH_IGNORED', 'NEGATION_INEFFECTIVE', 'PATTERN_UNMATCHED']),
    );
    expect(first.report.paths).toHaveLength(sampleInput.paths.length);
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes', () => {
    const paths = Array.from({ length: 2000 }, (_, i) => `pkg${i % 40}/src/dir${i % 7}/file${i}.ts`);
    const tracked_paths = Array.from({ length: 2000 }, (_, i) => `pkg${i % 40}/src/dir${i % 7}/file${i}.ts`);
    const patterns = Array.from({ length: 1000 }, (_, i) => (i % 10 === 0 ? `!pkg${i % 40}/src/dir1/file${i}.ts` : `pkg${i % 40}/**/*.gen${i}`));
    const result = run({ paths, patterns, tracked_paths });
    expect(result.report.paths).toHaveLength(2000);
    expect(result.summary.paths).toBe(2000);
  }, 60_000);
});
