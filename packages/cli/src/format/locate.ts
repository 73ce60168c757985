import { parseTree, type Node } from 'jsonc-parser';

export interface Region {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
}

export type LogicalKind = 'object' | 'array' | 'value' | 'property';

function segmentsOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function child(node: Node, segment: string): Node | undefined {
  if (node.type === 'object') {
    // JSON.parse keeps the last of duplicate keys; so does this.
    const matches = (node.children ?? []).filter((property) => property.children?.[0]?.value === segment);
    return matches[matches.length - 1];
  }
  if (node.type === 'array' && /^(0|[1-9][0-9]*)$/.test(segment)) return node.children?.[Number(segment)];
  return undefined;
}

/**
 * Where an RFC 6901 pointer lands in the packet's text, for code-scanning annotations: the member
 * (key and value) when the pointer names one, else the value; a pointer to a missing member (a
 * "required" issue) lands on its nearest existing parent. Columns are UTF-16 code units, 1-based
 * (SARIF's default columnKind).
 */
export class TextLocator {
  private readonly root: Node | undefined;
  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {
    this.root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  private position(offset: number): { line: number; column: number } {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] as number) + 1 };
  }

  locate(pointer: string): { region: Region; exists: boolean } | undefined {
    if (!this.root) return undefined;
    let node: Node = this.root;
    let exists = true;
    for (const segment of segmentsOf(pointer)) {
      const next = child(node.type === 'property' ? (node.children?.[1] as Node) : node, segment);
      if (!next) {
        exists = false;
        break;
      }
      node = next;
    }
    const start = this.position(node.offset);
    const end = this.position(node.offset + node.length);
    return { region: { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column }, exists };
  }
}

/** SARIF logicalLocation.kind for a JSON value: object, array, value; a member that is not there is a property. */
export function kindAt(input: unknown, pointer: string): LogicalKind {
  let value: unknown = input;
  for (const segment of segmentsOf(pointer)) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, segment)) return 'property';
    value = (value as Record<string, unknown>)[segment];
  }
  if (Array.isArray(value)) return 'array';
  return value !== null && typeof value === 'object' ? 'object' : 'value';
}
