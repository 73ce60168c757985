import fc from 'fast-check';

type Schema = Record<string, unknown>;

export interface PacketOptions {
  /** A string's characters: any UTF-16 code unit ('binary', lone surrogates too) or any grapheme. */
  unit?: 'binary' | 'grapheme';
  /** How much longer than its minLength a string may be (sizes stay small: benchmarks cover size). */
  extraLength?: number;
  /** Integers without a bound of their own stay within ± this. */
  integerBound?: number;
  /**
   * Members the schema does not name, added to every object that allows them (open items the
   * interface lets callers extend): a product carries or ignores them, and their order must not show.
   */
  extraMembers?: boolean;
}

/**
 * A fast-check arbitrary of values valid under a JSON Schema, for the keywords the product schemas
 * use (type, enum, properties/required/additionalProperties, items, item and length bounds,
 * numeric bounds, date-time and uri formats, $ref into $defs). The property tests of the catalog
 * (any valid packet) and the gateway's fuzz campaign (valid packets carrying any text) share it.
 */
export function validPacketArbitrary(root: Schema, options: PacketOptions = {}): fc.Arbitrary<unknown> {
  const { unit = 'binary', extraLength = 12, integerBound = 1_000_000, extraMembers = false } = options;
  // Names no product schema uses, values of any JSON shape (objects of several members among them).
  const extras = fc.dictionary(fc.constantFrom('x_zeta', 'x_alpha', 'x_mid', 'x_note'), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });
  const defs = (root.$defs ?? {}) as Record<string, Schema>;
  const edges = unit === 'binary' ? ['a', 'B', '-', '.', '/', ' ', '_', '0'] : ['a', 'B', '-', '.', '/', ' ', '_', '0', '~', '%'];

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
        const maxLength = Math.min(num('maxLength') ?? minLength + extraLength, minLength + extraLength);
        return fc.string({ minLength, maxLength, unit: fc.oneof(fc.constantFrom(...edges), fc.string({ unit, minLength: 1, maxLength: 1 })) });
      }
      case 'integer': {
        const min = Math.max(num('minimum') ?? -1000, -integerBound);
        const max = Math.min(num('maximum') ?? min + 2000, integerBound);
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
        const record = fc.record(Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, of(sub, depth + 1)])), { requiredKeys: required });
        if (!extraMembers || extra === false || (extra !== undefined && extra !== true)) return record;
        return fc.tuple(record, extras).map(([named, more]) => ({ ...named, ...more }));
      }
      default:
        throw new Error(`type ${type} is not supported by the generator`);
    }
  }

  return of(root, 0);
}
