// Ids that link claims, evidence and screenshots: each must name exactly one item.

export type Resolution<T> = { status: 'found'; index: number; item: T } | { status: 'not-found' } | { status: 'duplicate-id'; indices: readonly number[] };

const NOT_FOUND = Object.freeze({ status: 'not-found' as const });

/** Input indices by id, in input order. */
export function indicesById<T>(items: readonly T[], key: (item: T) => string): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  items.forEach((item, index) => {
    const k = key(item);
    const members = groups.get(k);
    if (members) members.push(index);
    else groups.set(k, [index]);
  });
  return groups;
}

/** Resolves ids against items; each id once, however many references name it (results are never modified). */
export function resolver<T>(items: readonly T[], byId: ReadonlyMap<string, readonly number[]>): (id: string) => Resolution<T> {
  const resolutions = new Map<string, Resolution<T>>();
  return (id: string): Resolution<T> => {
    let resolution = resolutions.get(id);
    if (resolution === undefined) {
      const indices = byId.get(id);
      if (!indices) resolution = NOT_FOUND;
      else if (indices.length > 1) resolution = { status: 'duplicate-id', indices };
      else {
        const index = indices[0] as number;
        resolution = { status: 'found', index, item: items[index] as T };
      }
      resolutions.set(id, resolution);
    }
    return resolution;
  };
}
