/** Reading package.json as data: only its own properties count. */

/** An own property of package.json (`__proto__` and friends are ordinary data). */
export function own(pkg: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(pkg, key) ? pkg[key] : undefined;
}

/** Names of bundled dependencies, whose node_modules folders belong in the pack (`true`: all). */
export function bundledNames(pkg: Record<string, unknown>): ReadonlySet<string> | true {
  const list = own(pkg, 'bundleDependencies') ?? own(pkg, 'bundledDependencies');
  if (list === true) return true;
  const names = new Set<string>();
  if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') names.add(name);
  return names;
}
