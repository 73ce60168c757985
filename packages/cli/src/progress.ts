import type { OutcomeStatus } from './outcome.js';

export interface Progress {
  tick(file: string, status: OutcomeStatus): void;
  done(): void;
}

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
  columns?: number;
}

const BAR_WIDTH = 30;

/**
 * On a terminal: one bar redrawn in place. Elsewhere (CI logs, pipes): one plain line per packet,
 * so a log shows how far a batch got. Written to stderr; stdout carries only the chosen format.
 */
export function createProgress(total: number, stream: ProgressStream, quiet = false): Progress {
  let count = 0;
  if (quiet) return { tick: () => undefined, done: () => undefined };
  const width = String(total).length;
  if (!stream.isTTY) {
    return {
      tick(file, status) {
        count += 1;
        stream.write(`[${String(count).padStart(width)}/${total}] ${status.padEnd(7)} ${file}\n`);
      },
      done: () => undefined,
    };
  }
  const counts: Partial<Record<OutcomeStatus, number>> = {};
  return {
    tick(file, status) {
      count += 1;
      counts[status] = (counts[status] ?? 0) + 1;
      const filled = Math.round((count / total) * BAR_WIDTH);
      const bar = '█'.repeat(filled) + '░'.repeat(BAR_WIDTH - filled);
      const tally = (['BLOCKED', 'REVIEW', 'INVALID', 'FAILED'] as const)
        .filter((s) => counts[s])
        .map((s) => `${counts[s]} ${s}`)
        .join(', ');
      let line = `${bar} ${String(count).padStart(width)}/${total} ${Math.floor((count / total) * 100)}%${tally ? ` (${tally})` : ''} ${file}`;
      const columns = stream.columns || 80;
      if (line.length > columns - 1) line = line.slice(0, columns - 2) + '…';
      stream.write(`\r\x1b[2K${line}`);
    },
    done() {
      if (count > 0) stream.write('\n');
    },
  };
}
