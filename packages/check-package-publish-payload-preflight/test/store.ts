import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Every package installed in this repository's node_modules store, as the registry delivered it:
 * its real package.json and its real file list (what npm packed). Shared by the outside-truth
 * tests (real-packages.test.ts: the file system and Node's resolver; publint-oracle.test.ts: publint).
 */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const store = join(repoRoot, 'node_modules', '.pnpm');
const MAX_PACKAGES = 800;
const MAX_FILES = 5000;

export interface RealPackage {
  dir: string;
  manifest: Record<string, unknown>;
  files: string[];
}

function listFiles(dir: string, base = dir, out: string[] = []): string[] {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, item.name);
    if (item.isDirectory()) listFiles(full, base, out);
    else if (item.isFile()) out.push(relative(base, full).split('\\').join('/'));
    if (out.length > MAX_FILES) break;
  }
  return out;
}

export function realPackages(): RealPackage[] {
  const found: RealPackage[] = [];
  if (!existsSync(store)) return found;
  for (const slot of readdirSync(store).sort()) {
    const modules = join(store, slot, 'node_modules');
    if (!existsSync(modules)) continue;
    const dirs: string[] = [];
    for (const name of readdirSync(modules)) {
      const full = join(modules, name);
      if (name.startsWith('@') && lstatSync(full).isDirectory()) {
        for (const inner of readdirSync(full)) dirs.push(join(full, inner));
      } else dirs.push(full);
    }
    for (const dir of dirs) {
      // Symlinks are this slot's dependencies, stored in their own slot.
      if (lstatSync(dir).isSymbolicLink() || !existsSync(join(dir, 'package.json'))) continue;
      const files = listFiles(dir);
      if (files.length > MAX_FILES) continue;
      found.push({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>, files });
      if (found.length >= MAX_PACKAGES) return found;
    }
  }
  return found;
}

