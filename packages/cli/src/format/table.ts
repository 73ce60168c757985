import { statusLine } from '@evidence-check/mcp/core';
import { EXIT_CODES, statusOf, type OutcomeStatus, type PacketOutcome } from '../outcome.js';

/** Left-aligned columns separated by two spaces; the last column is never padded. */
export function renderTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** 50000 base units of a 6-decimal asset -> "0.05". */
function baseUnits(amount: string, decimals = 6): string {
  const padded = amount.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals);
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function receiptLines(outcome: Extract<PacketOutcome, { kind: 'result' }>): string[] {
  const { receipt } = outcome.result;
  const lines = [`receipt  ${receipt.utility} ${receipt.utilityVersion}, interface ${receipt.interfaceVersion}`, `  input   ${receipt.inputDigest}`, `  result  ${receipt.resultDigest}`];
  if (receipt.source) lines.push(`  source  ${receipt.source.mode} ${receipt.source.dataset}${receipt.source.snapshot ? ` snapshot ${receipt.source.snapshot.id}` : ''}`);
  if (receipt.payment) {
    const p = receipt.payment;
    lines.push(`  paid    ${baseUnits(p.amount)} USDC (${p.amount} base units, ${p.scheme} on ${p.network}) by ${p.payer}`);
    lines.push(`  tx      ${p.transaction}`);
  }
  if (receipt.issuedAt) lines.push(`  issued  ${receipt.issuedAt}`);
  if (outcome.receiptVerified !== undefined) {
    lines.push(`  check   ${outcome.receiptVerified ? 'both digests recomputed here and equal' : 'DIGESTS DO NOT MATCH the packet sent and the result received'}`);
  }
  return lines;
}

function errorTable(outcome: Extract<PacketOutcome, { kind: 'invalid' | 'failed' }>): string {
  const head = `${outcome.file}: ${outcome.kind === 'invalid' ? 'INVALID' : 'FAILED'} ${outcome.error.code}: ${outcome.error.message}`;
  const details = Array.isArray(outcome.error.details) ? (outcome.error.details as Array<{ pointer?: unknown; keyword?: unknown; message?: unknown }>) : [];
  if (details.length === 0) return head;
  const rows = details.map((d) => [String(d.pointer === '' ? '(packet)' : d.pointer ?? ''), String(d.keyword ?? ''), String(d.message ?? '')]);
  return `${head}\n\n${renderTable(['pointer', 'keyword', 'message'], rows)}`;
}

/** One packet: the status line, its findings, and the receipt. */
export function renderSingle(outcome: PacketOutcome): string {
  if (outcome.kind !== 'result') return errorTable(outcome) + '\n';
  const { result } = outcome;
  const parts = [statusLine(result)];
  if (result.findings.length > 0) {
    const rows = result.findings.map((f) => [f.severity, f.code, f.pointer === '' ? '(packet)' : f.pointer, f.subject ?? '', f.message]);
    parts.push(renderTable(['severity', 'code', 'pointer', 'subject', 'message'], rows));
  }
  parts.push(receiptLines(outcome).join('\n'));
  return parts.join('\n\n') + '\n';
}

const ORDER: readonly OutcomeStatus[] = ['READY', 'REVIEW', 'BLOCKED', 'INVALID', 'FAILED'];

/** A batch: one row per packet, then the count per status and the exit code they give. */
export function renderBatch(outcomes: readonly PacketOutcome[]): string {
  const rows = outcomes.map((outcome) => {
    const status = statusOf(outcome);
    if (outcome.kind !== 'result') {
      const issues = Array.isArray(outcome.error.details) ? (outcome.error.details as Array<{ pointer: string; message: string }>) : [];
      const first = issues[0];
      const why = first ? `${issues.length} schema issue${issues.length === 1 ? '' : 's'}, first: ${first.pointer === '' ? '(packet)' : first.pointer} ${first.message}` : outcome.error.message;
      return [outcome.file, status, '', '', '', `${outcome.error.code}: ${why}`];
    }
    const { summary, findings, receipt } = outcome.result;
    const codes = [...new Set(findings.map((f) => f.code))];
    const first = codes.slice(0, 3).join(', ') + (codes.length > 3 ? `, +${codes.length - 3}` : '');
    const paid = receipt.payment ? ` [paid ${baseUnits(receipt.payment.amount)} USDC, tx ${receipt.payment.transaction}]` : '';
    return [outcome.file, status, String(summary.errors), String(summary.warnings), String(summary.notices), first + paid];
  });
  const counts = new Map<OutcomeStatus, number>();
  for (const outcome of outcomes) counts.set(statusOf(outcome), (counts.get(statusOf(outcome)) ?? 0) + 1);
  const worst = outcomes.reduce((w, o) => Math.max(w, EXIT_CODES[statusOf(o)]), 0);
  const totals = ORDER.filter((s) => counts.has(s)).map((s) => [s, String(counts.get(s)), String(EXIT_CODES[s])]);
  totals.push(['total', String(outcomes.length), `exit ${worst}`]);
  return `${renderTable(['file', 'status', 'errors', 'warnings', 'notices', 'codes'], rows)}\n\n${renderTable(['status', 'packets', 'exit'], totals)}\n`;
}
