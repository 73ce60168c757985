/** The difference between the new pack and the previous one (`previous_files`). */
import { reachedBy, type Entrypoint } from './entrypoints.js';
import type { FileSet, PackEntry } from './files.js';

export interface Drift {
  /** Entries of `pack_files` whose path the previous pack lacked (repeats included). */
  added: PackEntry[];
  /** Entries of `previous_files` whose path is no longer packed, and whether an entrypoint reached it. */
  removed: Array<{ entry: PackEntry; entrypoint: boolean }>;
}

/** What was added and removed; a removed file is an entrypoint's when the current entrypoints reached it in the previous pack. */
export function packDrift(
  entries: readonly Entrypoint[],
  packed: readonly PackEntry[],
  files: FileSet,
  previous: { list: readonly PackEntry[]; files: FileSet },
): Drift {
  const formerEntrypoint = reachedBy(entries, previous.files);
  return {
    added: packed.filter((entry) => !previous.files.has(entry.path)),
    removed: previous.list.filter((entry) => !files.has(entry.path)).map((entry) => ({ entry, entrypoint: formerEntrypoint(entry.path) })),
  };
}
