/** How a path is absolute ("drive letter", "leading slash", "UNC or root path"), and the path without that prefix. */
export function splitAbsolute(path: string): { form: string | null; rest: string } {
  if (/^[A-Za-z]:/.test(path)) return { form: 'drive letter', rest: path.slice(2).replace(/^[/\\]+/, '') };
  if (/^[/\\]{2}/.test(path)) return { form: 'UNC or root path', rest: path.replace(/^[/\\]+/, '') };
  if (/^[/\\]/.test(path)) return { form: 'leading slash', rest: path.replace(/^[/\\]+/, '') };
  return { form: null, rest: path };
}
