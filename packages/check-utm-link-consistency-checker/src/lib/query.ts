/** One link's query, read once: its parameters, the required ones it lacks, the URL up to the query. */

/** Lists inside one finding's details are cut to this many entries (their full count is given beside). */
export const LIST_CAP = 20;

/** A required name the link lacks: absent or blank, and a differently cased key it carries instead. */
export type MissingParam = { param: string; blank: boolean; miscasedKey: string | null };

/** Every parameter's values in one pass over the query (getAll per key would rescan it). */
export function valuesByParam(params: URLSearchParams): Map<string, [string, ...string[]]> {
  const byParam = new Map<string, [string, ...string[]]>();
  for (const [param, value] of params) {
    const values = byParam.get(param);
    if (values) values.push(value);
    else byParam.set(param, [value]);
  }
  return byParam;
}

/**
 * The required names a link lacks: how many, and the first LIST_CAP of them. Present names are
 * counted from the link's own parameters, so the work per link follows its query, not the length
 * of the policy; the scan for the names shown passes over at most that many present names.
 */
export function missingParams(
  byParam: ReadonlyMap<string, readonly string[]>,
  requiredNames: readonly string[],
  requiredSet: ReadonlySet<string>,
): { count: number; shown: MissingParam[] } | null {
  let carried = 0;
  for (const [param, values] of byParam) if (requiredSet.has(param) && (values[0] as string).trim() !== '') carried++;
  const count = requiredNames.length - carried;
  if (count <= 0) return null;
  // The query's distinct keys by lowercase spelling, in order: a miscased key is found without rescanning the query.
  const keysByLower = new Map<string, string[]>();
  for (const key of byParam.keys()) {
    const spellings = keysByLower.get(key.toLowerCase());
    if (spellings) spellings.push(key);
    else keysByLower.set(key.toLowerCase(), [key]);
  }
  const shown: MissingParam[] = [];
  for (let r = 0; r < requiredNames.length && shown.length < LIST_CAP; r++) {
    const param = requiredNames[r] as string;
    const value = byParam.get(param)?.[0] ?? null;
    if (value !== null && value.trim() !== '') continue;
    const miscasedKey = keysByLower.get(param.toLowerCase())?.find((k) => k !== param) ?? null;
    shown.push({ param, blank: value !== null, miscasedKey });
  }
  return { count, shown };
}

/** The URL up to its query or fragment: only links that share it can be duplicates. */
export function pathOf(url: URL): string {
  const href = url.href;
  const query = href.indexOf('?');
  const fragment = href.indexOf('#');
  const cut = query < 0 ? fragment : fragment < 0 ? query : Math.min(query, fragment);
  return cut < 0 ? href : href.slice(0, cut);
}
