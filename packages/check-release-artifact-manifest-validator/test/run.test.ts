import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { digest } from '@evidence-check/core-receipt';
import { EMPTY_SHA256, run, sampleInput, type Input } from '../src/index.js';

type File = Input['files'][number];
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const entry = (path: string, content: string, extra: Partial<File> = {}): File => ({
  path,
  sha256: sha(content),
  size_bytes: Buffer.byteLength(content),
  ...extra,
});
const at = (input: Input) => run(input).findings.map((f) => `${f.code}@${f.pointer}`);

describe('release-artifact-manifest-validator', () => {
  test('a clean manifest is READY and totals bytes by role', () => {
    const result = run({
      files: [
        entry('bin/tool', 'ELF...', { executable: true, role: 'binary' }),
        entry('README.md', '# tool', { role: 'docs' }),
        entry('LICENSE', 'MIT', { role: 'docs' }),
        entry('SHA256SUMS', 'sums'),
      ],
      policy: { required_paths: ['bin/tool', './LICENSE'], allowed_prefixes: ['bin', ''], max_total_bytes: 100 },
    });
    expect(result.status).toBe('READY');
    expect(result.findings).toEqual([]);
    expect(result.report.totals).toEqual({
      files: 4,
      bytes: 6 + 6 + 3 + 4,
      maxTotalBytes: 100,
      byRole: [
        { role: '(unspecified)', files: 1, bytes: 4 },
        { role: 'binary', files: 1, bytes: 6 },
        { role: 'docs', files: 2, bytes: 9 },
      ],
    });
  });

  test('the empty-input hash constant is the SHA-256 of zero bytes', () => {
    expect(EMPTY_SHA256).toBe(sha(''));
  });

  test('required paths are compared after normalization; a case variant is named', () => {
    const result = run({
      files: [entry('dist\\app.js', 'x'), entry('docs/License.txt', 'y')],
      policy: { required_paths: ['./dist/app.js', 'docs/LICENSE.txt'] },
    });
    expect(result.findings).toEqual([
      expect.objectContaining({
        code: 'REQUIRED_PATH_MISSING',
        severity: 'error',
        subject: 'docs/LICENSE.txt',
        pointer: '/policy/required_paths/1',
        details: { path: 'docs/LICENSE.txt', caseVariant: 'docs/License.txt' },
      }),
    ]);
    expect(result.report.requiredPaths).toEqual({ required: 2, missing: ['docs/LICENSE.txt'] });
  });

  test('allowed prefixes are folders, not string prefixes', () => {
    const result = run({
      files: [entry('dist/a.js', 'a'), entry('distro/b.js', 'b'), entry('./dist', 'c')],
      policy: { allowed_prefixes: ['dist/'] },
    });
    expect(result.findings).toEqual([
      expect.objectContaining({
        code: 'PATH_OUTSIDE_ALLOWED_PREFIXES',
        pointer: '/files/1/path',
        details: { path: 'distro/b.js', normalized: 'distro/b.js' },
      }),
    ]);
    expect(at({ files: [entry('x', 'x')], policy: { allowed_prefixes: [] } })).toEqual([]);
  });

  test('duplicates: exact, after ./ and backslash normalization, and up to case', () => {
    const result = run({
      files: [
        entry('a/b.txt', '1'),
        entry('a/b.txt', '2'),
        entry('./a\\b.txt', '3'),
        entry('A/B.TXT', '4'),
        entry('a/c.txt', '5'),
      ],
      policy: {},
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.kind, f.details.firstPath])).toEqual([
      ['DUPLICATE_PATH', '/files/1/path', 'exact', 'a/b.txt'],
      ['DUPLICATE_PATH', '/files/2/path', 'normalized', 'a/b.txt'],
      ['DUPLICATE_PATH', '/files/3/path', 'case', 'a/b.txt'],
    ]);
    expect(result.report.duplicatePaths).toBe(3);
  });

  test('absolute paths, traversal and empty paths', () => {
    expect(
      at({
        files: [entry('/etc/passwd', 'a'), entry('C:\\release\\app.exe', 'b'), entry('docs/../../x', 'c'), entry('./', 'd'), entry('ok', 'e')],
        policy: {},
      }),
    ).toEqual(['ABSOLUTE_PATH@/files/0/path', 'ABSOLUTE_PATH@/files/1/path', 'PATH_TRAVERSAL@/files/2/path', 'EMPTY_PATH@/files/3/path']);
  });

  test('malformed hashes: uppercase, short, non-hex', () => {
    const good = sha('x');
    const result = run({
      files: [
        { path: 'a', sha256: good.toUpperCase(), size_bytes: 1 },
        { path: 'b', sha256: good.slice(1), size_bytes: 1 },
        { path: 'c', sha256: `sha256:${good}`, size_bytes: 1 },
        { path: 'd', sha256: good, size_bytes: 1 },
      ],
      policy: {},
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.length])).toEqual([
      ['INVALID_SHA256', '/files/0/sha256', 64],
      ['INVALID_SHA256', '/files/1/sha256', 63],
      ['INVALID_SHA256', '/files/2/sha256', 71],
    ]);
  });

  test('size 0 needs the empty-input hash, and the empty-input hash needs size 0', () => {
    const result = run({
      files: [
        { path: 'empty-ok', sha256: sha(''), size_bytes: 0 },
        { path: 'empty-bad', sha256: sha('x'), size_bytes: 0 },
        { path: 'full-bad', sha256: sha(''), size_bytes: 10 },
        { path: 'empty-ok-2', sha256: sha(''), size_bytes: 0 },
      ],
      policy: {},
    });
    expect(result.findings.map((f) => [f.code, f.pointer, f.details.relation])).toEqual([
      ['EMPTY_HASH_SIZE_MISMATCH', '/files/1/size_bytes', 'is not'],
      ['EMPTY_HASH_SIZE_MISMATCH', '/files/2/sha256', 'is'],
    ]);
  });

  test('same content under two paths is a notice; empty files are not compared', () => {
    const result = run({ files: [entry('a.txt', 'same'), entry('b/a-copy.txt', 'same'), entry('e1', ''), entry('e2', '')], policy: {} });
    expect(result.status).toBe('READY');
    expect(result.findings).toEqual([
      expect.objectContaining({
        code: 'DUPLICATE_CONTENT',
        severity: 'notice',
        subject: 'b/a-copy.txt',
        pointer: '/files/1/sha256',
        details: { path: 'b/a-copy.txt', firstPath: 'a.txt', firstIndex: 0, sha256: sha('same') },
      }),
    ]);
  });

  test('total size over the limit blocks; at the limit passes; sums stay exact beyond 2^53', () => {
    const files = [entry('a', 'aaaa'), entry('b', 'bb')];
    expect(at({ files, policy: { max_total_bytes: 6 } })).toEqual([]);
    const over = run({ files, policy: { max_total_bytes: 5 } });
    expect(over.findings).toEqual([
      expect.objectContaining({ code: 'TOTAL_SIZE_EXCEEDED', subject: null, pointer: '/policy/max_total_bytes', details: { totalBytes: 6, maxTotalBytes: 5 } }),
    ]);
    const huge = Number.MAX_SAFE_INTEGER;
    const big = run({ files: [{ path: 'x', sha256: sha('x'), size_bytes: huge }, { path: 'y', sha256: sha('y'), size_bytes: huge }], policy: {} });
    expect(big.report.totals.bytes).toBe((2n * BigInt(huge)).toString());
  });

  test('sensitive files by name and folder', () => {
    const paths = [
      '.env', 'app/.env.local', 'app/.env.example', 'keys/server.pem', 'deploy/id_ed25519', 'deploy/id_ed25519.pub',
      '.npmrc', 'home/.aws/credentials', 'src/.git/config', 'lib/node_modules/x/index.js', '.gitignore', 'docs/keynote.md',
      'infra/prod.tfstate', 'vault.kdbx',
    ];
    const result = run({ files: paths.map((p, i) => entry(p, String(i))), policy: {} });
    expect(result.findings.map((f) => [f.subject, f.details.kind])).toEqual([
      ['.env', '.env file'],
      ['app/.env.local', '.env file'],
      ['keys/server.pem', 'private key or certificate bundle'],
      ['deploy/id_ed25519', 'SSH private key'],
      ['.npmrc', 'credential dotfile'],
      ['home/.aws/credentials', 'AWS credentials file'],
      ['src/.git/config', 'git metadata'],
      ['lib/node_modules/x/index.js', 'node_modules folder'],
      ['infra/prod.tfstate', 'Terraform state'],
      ['vault.kdbx', 'KeePass database'],
    ]);
    expect(result.findings.every((f) => f.code === 'SENSITIVE_FILE' && f.severity === 'error')).toBe(true);
    expect(result.report.sensitiveFiles).toHaveLength(10);
  });

  test('the executable bit on data and documents is a warning; programs and scripts pass', () => {
    const programs = ['bin/tool', 'tool', 'install.sh', 'run.PS1', 'setup.exe', 'lib/libx.so.1.2', 'scripts/gen.txt', 'cli.mjs'];
    const data = ['README.md', 'LICENSE', 'data.json', 'logo.png', '.gitignore', 'app.d.ts'];
    const result = run({
      files: [...programs, ...data].map((p, i) => entry(p, String(i), { executable: true })).concat(entry('x.json', 'x', { executable: true, role: 'Script' })),
      policy: {},
    });
    expect(result.status).toBe('REVIEW');
    expect(result.findings.map((f) => [f.code, f.subject, f.pointer])).toEqual(
      data.map((p, i) => ['UNEXPECTED_EXECUTABLE', p, `/files/${programs.length + i}/executable`]),
    );
  });

  test('oracle: a manifest built from real files on disk (real hashes, sizes and modes) has no hash or size errors', () => {
    // The repo's own tools and this package's sources: hashed by node:crypto, sized and moded by the file system.
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
    const files: File[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir, { withFileTypes: true })) {
        const full = join(dir, name.name);
        if (name.isDirectory()) walk(full);
        else if (name.isFile()) {
          const content = readFileSync(full);
          files.push({
            path: relative(root, full).split('\\').join('/'),
            sha256: createHash('sha256').update(content).digest('hex'),
            size_bytes: content.length,
            executable: (statSync(full).mode & 0o111) !== 0,
          });
        }
      }
    };
    walk(join(root, 'tools'));
    walk(join(root, 'packages', 'check-release-artifact-manifest-validator', 'src'));
    files.push({ path: 'empty-marker', sha256: createHash('sha256').update(Buffer.alloc(0)).digest('hex'), size_bytes: 0 });
    const result = run({ files, policy: { required_paths: files.map((f) => f.path).slice(0, 1000) } });
    const codes = new Set(result.findings.map((f) => f.code));
    for (const code of ['INVALID_SHA256', 'EMPTY_HASH_SIZE_MISMATCH', 'REQUIRED_PATH_MISSING', 'DUPLICATE_PATH']) {
      expect(codes.has(code as never)).toBe(false);
    }
    expect(result.report.totals.bytes).toBe(files.reduce((sum, f) => sum + f.size_bytes, 0));
  });

  test('the sample shows the main findings and is deterministic', () => {
    const first = run(sampleInput);
    expect(first.status).toBe('BLOCKED');
    expect(new Set(first.findings.map((f) => f.code))).toEqual(
      new Set([
        'UNEXPECTED_EXECUTABLE', 'DUPLICATE_PATH', 'PATH_OUTSIDE_ALLOWED_PREFIXES', 'SENSITIVE_FILE', 'INVALID_SHA256',
        'EMPTY_HASH_SIZE_MISMATCH', 'TOTAL_SIZE_EXCEEDED', 'REQUIRED_PATH_MISSING',
      ]),
    );
    expect(JSON.stringify(run(JSON.parse(JSON.stringify(sampleInput))))).toBe(JSON.stringify(first));
    expect(first.receipt.inputDigest).toBe(digest(sampleInput));
  });

  test('largest allowed input completes', () => {
    const files = Array.from({ length: 5000 }, (_, i) => entry(`dist/f${i % 4000}.txt`, String(i % 4500), { role: `r${i % 7}` }));
    const input: Input = {
      files,
      policy: {
        required_paths: Array.from({ length: 1000 }, (_, i) => `dist/f${i * 5}.txt`),
        allowed_prefixes: Array.from({ length: 1000 }, (_, i) => `p${i}`),
        max_total_bytes: 1,
      },
    };
    const result = run(input);
    expect(result.summary.duplicatePaths).toBe(1000);
    expect(result.report.totals.files).toBe(5000);
    expect(result.report.totals.byRole).toHaveLength(7);
    expect(JSON.stringify(run(input))).toBe(JSON.stringify(result));
  });
});
