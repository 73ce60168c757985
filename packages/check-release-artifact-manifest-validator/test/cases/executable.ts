import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../../src/index.js';
import { entry } from './helpers.js';

const programs = ['bin/tool', 'tool', 'install.sh', 'run.PS1', 'setup.exe', 'lib/libx.so.1.2', 'scripts/gen.txt', 'cli.mjs'];
const data = ['README.md', 'LICENSE', 'data.json', 'logo.png', '.gitignore', 'app.d.ts'];

export const executableCases = defineCases<Input>([
  {
    name: 'executable: the bit on data and documents is a warning; programs, scripts and a program role pass',
    input: {
      files: [...programs, ...data].map((path, i) => entry(path, String(i), { executable: true })).concat(entry('x.json', 'x', { executable: true, role: 'Script' })),
      policy: {},
    },
    expect: data.map((path, i) => ({ code: 'UNEXPECTED_EXECUTABLE', pointer: `/files/${programs.length + i}/executable`, subject: path })),
    status: 'REVIEW',
  },
  {
    name: 'executable: programs only, and data without the bit',
    input: { files: [...programs.map((path, i) => entry(path, String(i), { executable: true })), entry('README.md', 'r', { executable: false })], policy: {} },
    expect: [],
    absent: ['UNEXPECTED_EXECUTABLE'],
  },
]);
