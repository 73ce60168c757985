// Every input path split once (absolute prefix, components) for the rules; they only read it.
import { jsonPointer } from '@evidence-check/core-receipt';
import { splitAbsolute } from './lib/path.js';
import type { Input } from './generated/schema.js';

export const DEFAULT_MAX_PATH_LENGTH = 260;

/** One input path, split once for every rule. */
export interface ParsedPath {
  index: number;
  path: string;
  pointer: string;
  /** How the path is absolute ("drive letter", "leading slash", "UNC or root path"), or null. */
  form: string | null;
  /** The path without its absolute prefix. */
  rest: string;
  /** `rest` split at "/"; one trailing slash marks a directory and adds no empty component. */
  components: string[];
}

/** What every rule of this check reads. */
export interface Context {
  input: Input;
  limit: number;
  paths: ParsedPath[];
}

export function prepare(input: Input): Context {
  const paths = input.paths.map((path, index): ParsedPath => {
    const { form, rest } = splitAbsolute(path);
    const components = (rest.endsWith('/') ? rest.slice(0, -1) : rest).split('/');
    return { index, path, pointer: jsonPointer('paths', index), form, rest, components };
  });
  return { input, limit: input.max_path_length ?? DEFAULT_MAX_PATH_LENGTH, paths };
}
