// Properties that are not plain input → findings examples (those are in cases.ts): the secret
// rule list of the issue, summary counters, the sample, determinism and the schema limits.
import { digest } from '@evidence-check/core-receipt';
import { run, sampleInput } from '../src/index.js';
import { sensitiveRule } from '../src/lib/sensitive.js';

describe('gitignore-coverage-preflight', () => {
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

  test('summary counters count paths and findings', () => {
    const result = run({ paths: ['.npmrc', 'dist/app.js', '.env', 'src/a.ts'], patterns: ['.npmrc', 'dist/'], tracked_paths: ['.npmrc', 'dist/app.js'] });
    expect(result.summary).toEqual({
      errors: 2,
      warnings: 1,
      notices: 0,
      paths: 4,
      ignored: 2,
      sensitive: 2,
      sensitiveUncovered: 1,
      sensitiveTracked: 1,
      tracked: 2,
    });
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

  test('one negation blocked for every path of the largest input completes and flags each', () => {
    const paths = Array.from({ length: 2000 }, (_, i) => `build/d${i % 50}/keep${i}.txt`);
    const patterns = ['build/', ...Array.from({ length: 999 }, (_, i) => `!keep${i}*.txt`)];
    const result = run({ paths, patterns });
    expect(result.findings.filter((f) => f.pointer.startsWith('/paths/')).length).toBeGreaterThanOrEqual(2000);
  }, 60_000);
});
