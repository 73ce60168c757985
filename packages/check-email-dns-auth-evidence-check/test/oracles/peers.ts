// Runs the Debian-packaged peers as oracles, each once per batch. A missing package fails the test
// with the apt-get line that installs it (never a silent skip): .ci/run installs them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
/** Debian's own interpreter: python3-spf installs into its dist-packages, not into another Python's. */
const PYTHON = '/usr/bin/python3';

function exec(command: string, args: string[], input: unknown, missing: string, env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(command, args, { input: JSON.stringify(input), encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new Error(`${command} could not start (${result.error.message}): ${missing}`);
  if (result.status !== 0) throw new Error(`${command} failed (${result.stderr.trim()}); if a package is missing: ${missing}`);
  return result.stdout;
}

/** libopendmarc's opendmarc_policy_parse_dmarc() status per record (0 = DMARC_PARSE_OKAY). */
export function opendmarc(records: string[]): number[] {
  return JSON.parse(exec(PYTHON, [join(here, 'opendmarc.py')], records, 'apt-get install -y python3 libopendmarc2')) as number[];
}

/** Mail::DMARC: per record, each tag its parser kept and what that tag's validating setter said. */
export function mailDmarc(records: string[]): Record<string, string>[] {
  return JSON.parse(exec('perl', [join(here, 'mail-dmarc.pl')], records, 'apt-get install -y libmail-dmarc-perl')) as Record<string, string>[];
}

let goBinary: string | undefined;

/** go-msgauth's dmarc.Parse per record: "ok" or its error. Built once with Debian's Go and GOPATH. */
export function goMsgauth(records: string[]): string[] {
  const missing = 'apt-get install -y golang-go golang-github-emersion-go-msgauth-dev';
  if (!existsSync('/usr/share/gocode/src/github.com/emersion/go-msgauth/dmarc/dmarc.go')) {
    throw new Error(`go-msgauth's sources are not in /usr/share/gocode: ${missing}`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'go-msgauth-'));
  const env = { ...process.env, GO111MODULE: 'off', GOPATH: '/usr/share/gocode', GOFLAGS: '', GOCACHE: join(scratch, 'cache'), GOTOOLCHAIN: 'local' };
  if (!goBinary) {
    const binary = join(scratch, 'dmarc-parse');
    exec('go', ['build', '-o', binary, join(here, 'go-msgauth', 'main.go')], null, missing, env);
    goBinary = binary;
  }
  return JSON.parse(exec(goBinary, [], records, missing)) as string[];
}

/** pyspf (python3-spf) in strict mode, offline: per record, "valid" or its permerror message. */
export function pyspf(records: string[]): string[] {
  return JSON.parse(exec(PYTHON, [join(here, 'pyspf.py')], records, 'apt-get install -y python3-spf')) as string[];
}
