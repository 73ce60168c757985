/**
 * Log lines go to stdout and stderr. When the reader of either pipe goes away (a log shipper
 * restarts, `| head` exits) a write fails with EPIPE, emitted as an 'error' event on the stream;
 * with no listener that event kills the process. A lost log line is not worth a lost request:
 * such errors are swallowed and the stream is left alone (later writes fail the same quiet way).
 */
export function keepRunningOnBrokenPipes(streams: readonly NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', () => undefined);
  }
}
