import { defineCheck, jsonPointer, type FindingCollector } from '@evidence-check/core-receipt';
import semver from 'semver';
import validatePackageName from 'validate-npm-package-name';
import { codes } from './codes.js';
import { collectEntrypoints, resolveEntry, topFolder, typescriptStandIn, type Entrypoint } from './rules/entrypoints.js';
import { FileSet, normalizeList, packageRelative } from './rules/files.js';
import { sensitiveKind } from './rules/sensitive.js';
import { inputSchema, sampleInput, version, type Input } from './generated/schema.js';

export type EntrypointReport = { field: string; target: string; resolved: string | null; present: boolean };

export type Report = {
  name: string | null;
  version: string | null;
  entrypoints: EntrypointReport[];
  files: { packed: number; previous: number | null; added: number; removed: number; removedEntrypoints: number };
  missingEntrypoints: string[];
  foldersWithoutOutput: string[];
  sensitiveFiles: string[];
  added: string[];
  removed: string[];
};

const README = /^readme(\..*)?$/i;
const LICENSE = /^(licen[sc]e|copying)([.-].*)?$/i;
const GLOB = /[*?[\]{}!]/;
/** The SemVer 2.0.0 grammar as semver.org publishes it: no leading "v" or "=", no spaces. */
const SEMVER_2 =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;


function own(pkg: Record<string, unknown>, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(pkg, key) ? pkg[key] : undefined;
}

function checkIdentity(pkg: Record<string, unknown>, findings: FindingCollector<typeof codes>): void {
  const name = own(pkg, 'name');
  if (typeof name !== 'string') {
    findings.add('INVALID_PACKAGE_NAME', {
      subject: null,
      pointer: jsonPointer('package', 'name'),
      details: { name: name === undefined ? '(missing)' : JSON.stringify(name) ?? '', problems: 'name must be a string' },
    });
  } else {
    const verdict = validatePackageName(name);
    if (!verdict.validForOldPackages) {
      findings.add('INVALID_PACKAGE_NAME', {
        subject: name,
        pointer: jsonPointer('package', 'name'),
        details: { name: JSON.stringify(name), problems: (verdict.errors ?? []).join('; ') },
      });
    } else if (!verdict.validForNewPackages) {
      findings.add('PACKAGE_NAME_NOT_NEW_STYLE', {
        subject: name,
        pointer: jsonPointer('package', 'name'),
        details: { name, problems: (verdict.warnings ?? []).join('; ') },
      });
    }
  }
  const value = own(pkg, 'version');
  if (typeof value !== 'string' || !SEMVER_2.test(value) || semver.valid(value) === null) {
    findings.add('INVALID_VERSION', {
      subject: typeof value === 'string' ? value : null,
      pointer: jsonPointer('package', 'version'),
      details: {
        version: value === undefined ? '(missing)' : JSON.stringify(value) ?? '',
        cleaned: typeof value === 'string' ? semver.clean(value, { loose: true }) : null,
      },
    });
  }
}

/** Names of bundled dependencies, whose node_modules folders belong in the pack. */
function bundledNames(pkg: Record<string, unknown>): ReadonlySet<string> | true {
  const list = own(pkg, 'bundleDependencies') ?? own(pkg, 'bundledDependencies');
  if (list === true) return true;
  const names = new Set<string>();
  if (Array.isArray(list)) for (const name of list) if (typeof name === 'string') names.add(name);
  return names;
}

export const definition = defineCheck<Input, typeof codes, Report>({
  id: 'package-publish-payload-preflight',
  title: 'Package Publish Payload Preflight',
  category: 'Developer Tools',
  summary: 'Checks a package pack manifest for missing entrypoints, absent runtime output, sensitive files and baseline drift.',
  limitations: [
    'Checks the supplied package.json and file lists only; no lifecycle scripts run and no file is opened.',
    'The file list is taken as the pack as is; npm\'s own include and exclude rules are not re-applied.',
    'Entrypoints are resolved by path; what the files contain (valid JavaScript, matching types) is not checked.',
    'Sensitive files are recognized by name and folder, not by content.',
  ],
  version,
  price: '$0.05',
  inputSchema,
  sampleInput,
  codes,
  evaluate(input, findings) {
    const pkg = input.package as Record<string, unknown>;
    const packed = normalizeList(input.pack_files);
    const files = new FileSet(packed.map((entry) => entry.path));

    checkIdentity(pkg, findings);
    if (!files.has('package.json')) findings.add('PACKAGE_JSON_MISSING', { subject: null, pointer: '/pack_files' });
    const rootNames = packed.filter((entry) => !entry.path.includes('/')).map((entry) => entry.path);
    if (!rootNames.some((name) => README.test(name))) findings.add('README_MISSING', { subject: null, pointer: '/pack_files' });
    if (!rootNames.some((name) => LICENSE.test(name))) findings.add('LICENSE_MISSING', { subject: null, pointer: '/pack_files' });

    // Entrypoints.
    const { entries, invalid } = collectEntrypoints(pkg);
    for (const bad of invalid) {
      findings.add('INVALID_ENTRYPOINT', {
        subject: bad.field,
        pointer: jsonPointer('package', ...bad.segments),
        details: { field: bad.field, reason: bad.reason },
      });
    }
    const entrypoints: EntrypointReport[] = [];
    const missingEntrypoints: string[] = [];
    const folderRefs = new Map<string, { pointer: string; referencedBy: string }>();
    const noteFolder = (folder: string | null, pointer: string, referencedBy: string) => {
      if (folder !== null && !folderRefs.has(folder)) folderRefs.set(folder, { pointer, referencedBy });
    };
    for (const entry of entries) {
      const { resolved } = resolveEntry(entry, files);
      entrypoints.push({ field: entry.field, target: entry.target, resolved, present: resolved !== null });
      const pointer = jsonPointer('package', ...entry.segments);
      if (!entry.fallback) noteFolder(topFolder(entry.target), pointer, entry.field);
      if (resolved !== null || entry.fallback) continue;
      missingEntrypoints.push(entry.field);
      const source = typescriptStandIn(entry, files);
      const details = { field: entry.field, target: entry.target, pattern: entry.pattern };
      if (source !== null) {
        findings.add('TYPESCRIPT_SOURCE_ONLY', { subject: entry.field, pointer, details: { ...details, source } });
      } else {
        findings.add('MISSING_ENTRYPOINT', { subject: entry.field, pointer, details });
      }
    }

    // Build folders named by `files` (plain folder names, not globs or negations).
    const filesField = own(pkg, 'files');
    if (Array.isArray(filesField)) {
      filesField.forEach((item, index) => {
        if (typeof item !== 'string' || GLOB.test(item)) return;
        const path = packageRelative(item);
        if (path === null || path === '' || files.has(path)) return;
        const base = path.slice(path.lastIndexOf('/') + 1);
        if (base.includes('.')) return; // a file name, not a build folder
        noteFolder(path, jsonPointer('package', 'files', index), `files[${index}]`);
      });
    }
    const foldersWithoutOutput: string[] = [];
    for (const [folder, ref] of folderRefs) {
      if (files.hasFolder(folder) || files.has(folder)) continue;
      foldersWithoutOutput.push(folder);
      findings.add('NO_RUNTIME_OUTPUT', {
        subject: folder,
        pointer: ref.pointer,
        details: { folder, referencedBy: ref.referencedBy },
      });
    }

    // Sensitive files.
    const bundled = bundledNames(pkg);
    const sensitiveFiles: string[] = [];
    for (const entry of packed) {
      const kind = sensitiveKind(entry.path, bundled);
      if (kind === null) continue;
      sensitiveFiles.push(entry.path);
      findings.add('SENSITIVE_FILE_PACKED', {
        subject: entry.raw,
        pointer: jsonPointer('pack_files', entry.index),
        details: { path: entry.path, kind },
      });
    }

    // Baseline drift.
    const added: string[] = [];
    const removed: string[] = [];
    let removedEntrypoints = 0;
    if (input.previous_files !== undefined) {
      const previous = normalizeList(input.previous_files);
      const previousSet = new FileSet(previous.map((entry) => entry.path));
      const formerEntrypoints = new Set<string>();
      for (const entry of entries as readonly Entrypoint[]) {
        for (const path of resolveEntry(entry, previousSet).reachable) formerEntrypoints.add(path);
      }
      for (const entry of previous) {
        if (files.has(entry.path)) continue;
        removed.push(entry.path);
        const pointer = jsonPointer('previous_files', entry.index);
        if (formerEntrypoints.has(entry.path)) {
          removedEntrypoints++;
          findings.add('ENTRYPOINT_REMOVED', { subject: entry.raw, pointer, details: { path: entry.path } });
        } else {
          findings.add('FILE_REMOVED', { subject: entry.raw, pointer, details: { path: entry.path } });
        }
      }
      for (const entry of packed) {
        if (previousSet.has(entry.path)) continue;
        added.push(entry.path);
        findings.add('FILE_ADDED', { subject: entry.raw, pointer: jsonPointer('pack_files', entry.index), details: { path: entry.path } });
      }
    }

    const name = own(pkg, 'name');
    const pkgVersion = own(pkg, 'version');
    const report: Report = {
      name: typeof name === 'string' ? name : null,
      version: typeof pkgVersion === 'string' ? pkgVersion : null,
      entrypoints,
      files: {
        packed: files.size,
        previous: input.previous_files === undefined ? null : input.previous_files.length,
        added: added.length,
        removed: removed.length,
        removedEntrypoints,
      },
      missingEntrypoints,
      foldersWithoutOutput,
      sensitiveFiles,
      added,
      removed,
    };
    return {
      report,
      counters: {
        entrypoints: entrypoints.length,
        missingEntrypoints: missingEntrypoints.length,
        sensitiveFiles: sensitiveFiles.length,
        added: added.length,
        removed: removed.length,
      },
    };
  },
});

export const run = definition.run;
export { codes, inputSchema, sampleInput };
export type { Input };
export default definition;

