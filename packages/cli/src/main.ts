import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { implementedChecks, registry } from '@evidence-check/catalog-builder';
import type { CheckDefinition } from '@evidence-check/core-receipt';
import { createOfflineRunner } from '@evidence-check/mcp/core';
import { renderBatch, renderSingle, renderTable } from './format/table.js';
import { artifactUriOf, renderSarif } from './format/sarif.js';
import { collectPackets, type Packet } from './inputs.js';
import { EXIT_USAGE, exitCodeOf, statusOf, UsageError, type OutcomeStatus, type PacketOutcome } from './outcome.js';
import { createProgress, type ProgressStream } from './progress.js';
import { runOffline } from './run.js';

export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export const USAGE = `Usage: evidence-check <command> [options]

Commands:
  list                         the implemented products (id, price, category, title)
  schema <id>                  a product's input schema (JSON Schema 2020-12)
  sample <id>                  a valid sample packet for the product
  run <id> <file|directory|->  run packets: one file, every *.json in a directory, or - for stdin
  mcp                          serve every product as an MCP tool over stdio (offline, free)

Options of run:
  --format table|json|ndjson|sarif   output on stdout (default table); progress goes to stderr
  --gateway URL                      run on the hosted gateway, paying each packet with x402
  --key-file FILE                    with --gateway: file holding the payer's private key (hex)
  --max-price PRICE                  with --gateway: refuse to pay more per packet (default $0.25)
  --quiet                            no progress lines for a directory
  --sarif-uri PATH                   with --format sarif: the packet's path in the repository, where code
                                     scanning places the results (needed for - ; overrides a file's own path)
Options of list: --format table|json

Offline runs are free and read nothing but the packets. Exit codes: 0 READY, 1 REVIEW, 2 BLOCKED
(the worst packet decides), 3 invalid input (not JSON or fails the schema), 4 nothing could be run
(usage, unknown product, unreadable file, gateway or payment failure).
`;

export interface Io {
  stdout: ProgressStream;
  stderr: ProgressStream;
  readStdin(): string;
  cwd: string;
}

const FORMATS = ['table', 'json', 'ndjson', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

function productOf(id: string | undefined): CheckDefinition {
  if (!id) throw new UsageError('name a product: evidence-check list shows them.');
  const check = implementedChecks.find((c) => c.id === id);
  if (check) return check;
  if (registry.some((c) => c.id === id)) throw new UsageError(`${id} is not implemented yet.`);
  throw new UsageError(`no product has the id "${id}": evidence-check list shows them.`);
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

function packetJson(outcome: PacketOutcome): Record<string, unknown> {
  const base = { file: outcome.file, status: statusOf(outcome) };
  if (outcome.kind !== 'result') return { ...base, error: outcome.error };
  return { ...base, result: outcome.result, ...(outcome.settlement ? { settlement: outcome.settlement } : {}) };
}

async function run(args: string[], values: Record<string, string | boolean | undefined>, io: Io): Promise<number> {
  const [id, target, ...rest] = args;
  if (!id || !target) throw new UsageError('usage: evidence-check run <id> <file|directory|-> [--format table|json|ndjson|sarif [--sarif-uri PATH]]');
  if (rest.length > 0) throw new UsageError(`unexpected arguments: ${rest.join(' ')}`);
  const format = (values.format ?? 'table') as Format;
  if (!FORMATS.includes(format)) throw new UsageError(`--format must be one of ${FORMATS.join(', ')}`);
  const sarifUri = values['sarif-uri'] as string | undefined;
  if (sarifUri !== undefined && format !== 'sarif') throw new UsageError('--sarif-uri is used with --format sarif only.');
  if (format === 'sarif' && target === '-' && !sarifUri) {
    throw new UsageError('--format sarif with - (standard input) needs --sarif-uri <path>: the packet\'s path in the repository, so code scanning can place each result.');
  }
  const gatewayUrl = values.gateway as string | undefined;
  const keyFile = values['key-file'] as string | undefined;
  if (keyFile && !gatewayUrl) throw new UsageError('--key-file is used with --gateway only.');
  if (gatewayUrl && !keyFile) throw new UsageError('--gateway needs --key-file: the file holding the private key that pays.');

  // Offline, the product must be known here; on the gateway, the gateway decides (404 if unknown).
  const check = gatewayUrl ? implementedChecks.find((c) => c.id === id) : productOf(id);
  let runPacket: (packet: Packet) => PacketOutcome | Promise<PacketOutcome>;
  if (gatewayUrl) {
    // Loaded only here: the x402 client and viem are not needed offline.
    const { createGatewayRunner } = await import('./gateway.js');
    const gateway = createGatewayRunner({
      url: gatewayUrl,
      keyFile: keyFile as string,
      maxPrice: (values['max-price'] as string | undefined) ?? '$0.25',
      warn: (message) => io.stderr.write(`${message}\n`),
    });
    io.stderr.write(`paying ${gatewayUrl} from ${gateway.payer}\n`);
    runPacket = (packet) => gateway.run(id, packet);
  } else {
    const runner = createOfflineRunner([check as CheckDefinition]);
    runPacket = (packet) => runOffline(runner, check as CheckDefinition, packet);
  }

  const { packets, directory } = collectPackets(target, io.readStdin);
  if (sarifUri && directory) throw new UsageError('--sarif-uri names one packet; the packets of a directory are placed at their own paths.');
  const progress = createProgress(packets.length, io.stderr, !directory || values.quiet === true);
  const outcomes: PacketOutcome[] = [];
  for (const packet of packets) {
    const outcome = await runPacket(packet);
    outcomes.push(outcome);
    progress.tick(packet.file, statusOf(outcome));
    if (format === 'ndjson') io.stdout.write(JSON.stringify(packetJson(outcome)) + '\n');
    if (outcome.kind === 'result' && outcome.receiptVerified === false) {
      io.stderr.write(`warning: ${packet.file}: the receipt's digests do not match the packet sent and the result received.\n`);
    }
  }
  progress.done();
  const exitCode = exitCodeOf(outcomes);
  if (format === 'json') {
    if (!directory) {
      const [only] = outcomes as [PacketOutcome];
      io.stdout.write(json(only.kind === 'result' ? only.result : { error: only.error }));
    } else {
      const counts: Partial<Record<OutcomeStatus, number>> = {};
      for (const outcome of outcomes) counts[statusOf(outcome)] = (counts[statusOf(outcome)] ?? 0) + 1;
      io.stdout.write(json({ utility: id, counts, exitCode, packets: outcomes.map(packetJson) }));
    }
  } else if (format === 'table') {
    io.stdout.write(directory ? renderBatch(outcomes) : renderSingle(outcomes[0] as PacketOutcome));
  } else if (format === 'sarif') {
    const placed = sarifUri === undefined ? {} : { artifactUri: artifactUriOf(sarifUri) };
    io.stdout.write(renderSarif(outcomes, { check, utility: id, toolVersion: VERSION, cwd: io.cwd, ...placed, ...(gatewayUrl ? { gateway: gatewayUrl } : {}) }));
  }
  return exitCode;
}

/** Runs one command; the exit code, or 'serving' while the MCP server runs. */
export async function main(argv: string[], io: Io): Promise<number | 'serving'> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: 'string', short: 'f' },
        gateway: { type: 'string' },
        'key-file': { type: 'string' },
        'max-price': { type: 'string' },
        'sarif-uri': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
    const [command, ...args] = positionals;
    if (values.version) {
      io.stdout.write(`${VERSION}\n`);
      return 0;
    }
    if (values.help || command === undefined || command === 'help') {
      io.stdout.write(USAGE);
      return command === undefined && !values.help ? EXIT_USAGE : 0;
    }
    switch (command) {
      case 'list': {
        if (values.format === 'json') {
          io.stdout.write(json(implementedChecks.map(({ id, title, category, summary, price, version }) => ({ id, title, category, summary, price, version }))));
        } else {
          io.stdout.write(renderTable(['id', 'price', 'category', 'title'], implementedChecks.map((c) => [c.id, c.price, c.category, c.title])) + '\n');
        }
        return 0;
      }
      case 'schema':
        io.stdout.write(json(productOf(args[0]).inputSchema));
        return 0;
      case 'sample':
        io.stdout.write(json(productOf(args[0]).sampleInput));
        return 0;
      case 'run':
        return await run(args, values, io);
      case 'mcp': {
        const { serveStdio } = await import('@evidence-check/mcp');
        await serveStdio();
        return 'serving';
      }
      default:
        throw new UsageError(`unknown command "${command}".\n\n${USAGE}`);
    }
  } catch (error) {
    const usage = error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'));
    if (!usage) throw error;
    io.stderr.write(`evidence-check: ${error.message}\n`);
    return EXIT_USAGE;
  }
}
