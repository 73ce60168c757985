import { readFileSync, statSync } from 'node:fs';
import { verifyReceipt, type CheckResult } from '@evidence-check/core-receipt';
import { x402Client } from '@x402/core/client';
import { decodePaymentResponseHeader } from '@x402/core/http';
import { registerExactEvmScheme } from '@x402/evm/exact/client';
import { wrapFetchWithPayment } from '@x402/fetch';
import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Packet } from './inputs.js';
import { UsageError, type PacketError, type PacketOutcome, type Settlement } from './outcome.js';
import { readPacket } from './run.js';

export interface GatewayOptions {
  url: string;
  keyFile: string;
  /** The most one packet may cost (x402 client spend control), e.g. "$0.25". */
  maxPrice: string;
  timeoutMs?: number;
  /** Told about a key file others can read (like ssh does); never told the key. */
  warn?: (message: string) => void;
}

const PRIVATE_KEY = /^(0x)?[0-9a-fA-F]{64}$/;

/** Reads a 32-byte hex private key. Every message names the file, never its content. */
export function readPrivateKey(keyFile: string, warn?: (message: string) => void): Hex {
  let raw: string;
  try {
    raw = readFileSync(keyFile, 'utf8').trim();
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new UsageError(`--key-file ${keyFile} could not be read (${reason}).`);
  }
  if (!PRIVATE_KEY.test(raw)) {
    throw new UsageError(`--key-file ${keyFile} does not hold a private key: expected 64 hex digits, optionally prefixed with 0x, and nothing else.`);
  }
  try {
    if ((statSync(keyFile).mode & 0o077) !== 0) warn?.(`warning: ${keyFile} can be read by other users; chmod 600 it.`);
  } catch {
    // The key was just read; a failing stat only skips the warning.
  }
  return (raw.startsWith('0x') ? raw : `0x${raw}`).toLowerCase() as Hex;
}

async function errorOf(res: Response): Promise<PacketError> {
  const text = await res.text();
  try {
    const body = JSON.parse(text) as { error?: PacketError };
    if (body.error && typeof body.error.code === 'string') return body.error;
  } catch {
    // Not the gateway's JSON error body: report the status line.
  }
  return { code: `HTTP_${res.status}`, message: `The gateway answered ${res.status} ${res.statusText}.` };
}

export interface GatewayRunner {
  payer: string;
  run(id: string, packet: Packet): Promise<PacketOutcome>;
}

/**
 * Pays the hosted gateway with the official x402 v2 client (@x402/fetch + @x402/evm exact scheme):
 * POST the packet, get 402 with terms, sign an EIP-3009 authorization, repeat with Payment-Signature.
 * The gateway validates before it asks for payment, so an invalid packet is never paid for.
 */
export function createGatewayRunner(options: GatewayOptions): GatewayRunner {
  const account = privateKeyToAccount(readPrivateKey(options.keyFile, options.warn));
  const client = new x402Client();
  client.setSpendControls({ maxAmountPerPayment: options.maxPrice });
  registerExactEvmScheme(client, { signer: account });
  const paidFetch = wrapFetchWithPayment(fetch, client);
  const base = options.url.replace(/\/+$/, '');
  return {
    payer: account.address,
    async run(id, packet) {
      const read = readPacket(packet);
      if (!read.ok) return read.outcome;
      const { text, input } = read;
      let res: Response;
      try {
        res = await paidFetch(`${base}/api/run/${encodeURIComponent(id)}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: text,
          signal: AbortSignal.timeout(options.timeoutMs ?? 120_000),
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return { kind: 'failed', file: packet.file, error: { code: 'PAYMENT_NOT_MADE', message: `No result from ${base}: ${message}` } };
      }
      if (res.status === 400) return { kind: 'invalid', file: packet.file, text, input, error: await errorOf(res) };
      if (res.status !== 200) return { kind: 'failed', file: packet.file, error: await errorOf(res) };
      const result = (await res.json()) as CheckResult<unknown>;
      const header = res.headers.get('payment-response');
      let settlement: Settlement | undefined;
      try {
        settlement = header ? (decodePaymentResponseHeader(header) as Settlement) : undefined;
      } catch {
        settlement = undefined;
      }
      return { kind: 'result', file: packet.file, text, input, result, receiptVerified: verifyReceipt(input, result), ...(settlement ? { settlement } : {}) };
    },
  };
}
