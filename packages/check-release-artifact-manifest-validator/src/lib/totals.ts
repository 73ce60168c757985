import type { Input } from '../generated/schema.js';
import { exactNumber } from './bytes.js';

/** The role a file without one (or with a blank one) is totalled under. */
const UNSPECIFIED_ROLE = '(unspecified)';

export type RoleTotal = { role: string; files: number; bytes: number | string };

/** File count and exact byte sum per role, sorted by role. */
export function totalsByRole(files: Input['files']): RoleTotal[] {
  const byRole = new Map<string, { files: number; bytes: bigint }>();
  for (const file of files) {
    const role = file.role === undefined || file.role.trim() === '' ? UNSPECIFIED_ROLE : file.role;
    const total = byRole.get(role) ?? { files: 0, bytes: 0n };
    total.files++;
    total.bytes += BigInt(file.size_bytes);
    byRole.set(role, total);
  }
  return [...byRole.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([role, total]) => ({ role, files: total.files, bytes: exactNumber(total.bytes) }));
}
