import fc from 'fast-check';

type Schema = Record<string, unknown>;

/**
 * A fast-check arbitrary of values valid under a JSON Schema, for the keywords the product schemas
 * use (type, enum, properties/required/additionalProperties, items, item and length bounds, numeric
 * bounds, date-time and uri formats, $ref into $defs). The approach of
 * packages/catalog-builder/test/schema-arbitrary.ts, with unicode-rich strings: the fuzz campaign
 * wants valid packets whose text is anything JSON can carry.
 */
export function validPacket(root: Schema): fc.Arbitrary<unknown> {
  const defs = (root.$defs ?? {}) as Record<string, Schema>;

  function of(schema: Schema, depth: number): fc.Arbitrary<unknown> {
    if (typeof schema.$ref === 'string') {
      const target = defs[schema.$ref.replace(/^#\/\$defs\//, '')];
      if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
      return of(target, depth);
    }
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
    const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
    if (types.length === 0) return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
    return fc.oneof(...types.map((type) => ofType(type, schema, depth)));
  }

  function ofType(type: string, schema: Schema, depth: number): fc.Arbitrary<unknown> {
    const num = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined);
    switch (type) {
      case 'string': {
        if (schema.format === 'date-time') {
          return fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }).map((d) => d.toISOString());
        }
        if (schema.format === 'uri') return fc.webUrl({ withQueryParameters: true, withFragments: true });
        const minLength = num('minLength') ?? 0;
        const maxLength = Math.min(num('maxLength') ?? minLength + 16, minLength + 16);
        return fc.string({ minLength, maxLength, unit: fc.oneof(fc.constantFrom('a', 'B', '-', '.', '/', ' ', '_', '0', '~', '%'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) });
      }
      case 'integer': {
        const min = Math.max(num('minimum') ?? -1000, -1_000_000_000);
        const max = Math.min(num('maximum') ?? min + 2000, 1_000_000_000);
        return fc.integer({ min, max });
      }
      case 'number': {
        const exclusive = num('exclusiveMinimum');
        const min = num('minimum') ?? (exclusive !== undefined ? exclusive : -1000);
        const max = num('maximum') ?? min + 2000;
        const arb = fc.oneof(fc.integer({ min: Math.ceil(min), max: Math.floor(max) }), fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
        return exclusive !== undefined ? arb.filter((n) => n > exclusive) : arb;
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = num('minItems') ?? 0;
        const maxLength = Math.min(num('maxItems') ?? minLength + 3, minLength + 3);
        return fc.array(of((schema.items ?? {}) as Schema, depth + 1), { minLength, maxLength });
      }
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, Schema>;
        const required = (schema.required ?? []) as string[];
        const extra = schema.additionalProperties;
        if (extra && typeof extra === 'object' && Object.keys(properties).length === 0) {
          return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), of(extra as Schema, depth + 1), { maxKeys: 3 });
        }
        return fc.record(Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, of(sub, depth + 1)])), { requiredKeys: required });
      }
      default:
        throw new Error(`type ${type} is not supported by the generator`);
    }
  }

  return of(root, 0);
}

/** Strings that break naive code: lone and reversed surrogates, BOM, NUL, RTL, combining marks, astral. */
export const UNICODE_EDGES: readonly string[] = [
  '\ud800',
  '\udfff',
  'x\udc00y',
  '\ude00\ud83d',
  '\ufeff',
  '\u0000',
  '\u202eevil\u202c',
  'e\u0301\u0301\u0301',
  '\ud83d\ude00',
  '\u{10ffff}',
  '\ufffd',
  '\u2028\u2029',
  '../../etc/passwd',
  '%00%zz%E0%A4%A',
  '<script>alert(1)</script>',
  '"\\',
  ' ',
  '',
];

/** Number tokens as raw JSON text: valid, out of range, and not JSON at all. */
export const NUMBER_TOKENS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0x10',
  '01',
  '1.',
  '.5',
  '+1',
  '9007199254740993',
  '1.7976931348623157e308',
  '5e-324',
  '1E+2',
];
