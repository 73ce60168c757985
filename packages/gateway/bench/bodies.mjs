// The request body of the benchmarks' 402 row, shared by bench/http.mjs and bench/steps.mjs.
const TARGET_BODY_BYTES = 10 * 1024;

/** The product's sample with its top-level arrays grown (cycling their items) until the body is ~10 KiB. */
export function tenKiBInput(check) {
  const input = structuredClone(check.sampleInput);
  const arrays = Object.entries(check.inputSchema.properties ?? {}).filter(([key, schema]) => Array.isArray(input[key]) && input[key].length > 0 && schema.type === 'array');
  for (let round = 0; JSON.stringify(input).length < TARGET_BODY_BYTES && round < 10_000; round++) {
    let grew = false;
    for (const [key, schema] of arrays) {
      const items = input[key];
      if (items.length >= (schema.maxItems ?? Infinity)) continue;
      items.push(structuredClone(items[items.length % Math.max(1, check.sampleInput[key].length)]));
      grew = true;
      if (JSON.stringify(input).length >= TARGET_BODY_BYTES) break;
    }
    if (!grew) break;
  }
  return JSON.stringify(input);
}

