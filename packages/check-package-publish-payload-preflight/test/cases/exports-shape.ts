// publint rules https://publint.dev/rules#exports_missing_root_entrypoint, #exports_fallback_array_use,
// #exports_glob_no_deprecated_subpath_mapping (Node DEP0148, folder mappings removed in Node 17).
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { pack } from './helpers.js';

export const exportsShapeCases = defineCases<Input>([
  {
    name: 'EXPORTS_ROOT_MISSING: main and module declared, exports maps only subpaths',
    input: pack({ main: './index.js', module: './index.mjs', exports: { './feature': './feature.js' } }, ['index.js', 'index.mjs', 'feature.js']),
    expect: [{ code: 'EXPORTS_ROOT_MISSING', pointer: '/package/exports', subject: 'exports', details: { mainFields: 'main and module' } }],
    status: 'REVIEW',
  },
  {
    name: 'exports with "." or a conditions object has its root; without main/module a subpath-only map is intended',
    input: pack({ main: './index.js', exports: { import: './index.mjs', default: './index.js' } }, ['index.js', 'index.mjs']),
    expect: [],
    absent: ['EXPORTS_ROOT_MISSING', 'FALLBACK_ARRAY', 'FOLDER_MAPPING_REMOVED', 'FOLDER_MAPPING_COMPAT'],
  },
  {
    name: 'FALLBACK_ARRAY for every array in exports and imports, nested ones too',
    input: pack(
      { exports: { '.': ['./a.js', './b.js'], './x': { node: ['./x.js'] } }, imports: { '#y': ['./y.js'] } },
      ['a.js', 'b.js', 'x.js', 'y.js'],
    ),
    expect: [
      { code: 'FALLBACK_ARRAY', pointer: '/package/exports/.', details: { field: 'exports["."]' } },
      { code: 'FALLBACK_ARRAY', pointer: '/package/exports/.~1x/node', details: { field: 'exports["./x"].node' } },
      { code: 'FALLBACK_ARRAY', pointer: '/package/imports/#y', details: { field: 'imports["#y"]' } },
    ],
  },
  {
    name: 'FOLDER_MAPPING_REMOVED for a "./x/" mapping; FOLDER_MAPPING_COMPAT when its "./x/*" form is declared too',
    input: pack(
      { exports: { './utils/': './dist/utils/', './icons/': './icons/', './icons/*': './icons/*' }, imports: { '#lib/': './lib/', '#ext/': 'ext-pkg/' } },
      ['dist/utils/a.js', 'icons/a.svg', 'lib/a.js'],
    ),
    expect: [
      { code: 'FOLDER_MAPPING_COMPAT', pointer: '/package/exports/.~1icons~1', details: { suggestedField: 'exports["./icons/*"]' } },
      { code: 'FOLDER_MAPPING_REMOVED', pointer: '/package/exports/.~1utils~1', details: { field: 'exports["./utils/"]', target: './dist/utils/', suggestedField: 'exports["./utils/*"]', suggestedTarget: './dist/utils/*' } },
      { code: 'FOLDER_MAPPING_REMOVED', pointer: '/package/imports/#lib~1', details: { target: './lib/', suggestedTarget: './lib/*' } },
    ],
    status: 'BLOCKED',
  },
  {
    name: 'BROWSER_FIELD_REMAPS_EXPORT: a worker/workerd/edge-light target that the browser map remaps; under browser or node it is not flagged',
    input: pack(
      {
        exports: { '.': { worker: './a.js', workerd: { import: './a.js' }, browser: './a.js', node: './a.js', default: './c.js' } },
        browser: { './a.js': './b.js' },
      },
      ['a.js', 'b.js', 'c.js'],
    ),
    expect: [
      { code: 'BROWSER_FIELD_REMAPS_EXPORT', pointer: '/package/exports/./worker', subject: 'exports["."].worker', details: { target: './a.js', condition: 'worker', browserField: 'browser["./a.js"]' } },
      { code: 'BROWSER_FIELD_REMAPS_EXPORT', pointer: '/package/exports/./workerd/import', details: { condition: 'workerd' } },
    ],
    status: 'REVIEW',
  },
  {
    name: 'a browser map that remaps nothing exports reaches under a browser-like condition',
    input: pack({ exports: { '.': { worker: './w.js', default: './a.js' } }, browser: { './a.js': './b.js', fs: false } }, ['a.js', 'b.js', 'w.js']),
    expect: [],
    absent: ['BROWSER_FIELD_REMAPS_EXPORT'],
  },
]);
