import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const file = { path: 'a.txt', sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', size_bytes: 0 };

describe('release-artifact-manifest-validator input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test('files: 1 to 5000 items', () => {
    expect(validate(withValueAt(sampleInput, '/files', Array.from({ length: 5000 }, () => file)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/files', Array.from({ length: 5001 }, () => file)))).toContainEqual(
      expect.objectContaining({ pointer: '/files', keyword: 'maxItems' }),
    );
    expect(validate(withValueAt(sampleInput, '/files', []))).toContainEqual(
      expect.objectContaining({ pointer: '/files', keyword: 'minItems' }),
    );
  });

  test('policy lists: at most 1000 items', () => {
    for (const key of ['required_paths', 'allowed_prefixes']) {
      expect(validate(withValueAt(sampleInput, `/policy/${key}`, Array.from({ length: 1000 }, (_, i) => `p${i}`)))).toEqual([]);
      expect(validate(withValueAt(sampleInput, `/policy/${key}`, Array.from({ length: 1001 }, (_, i) => `p${i}`)))).toContainEqual(
        expect.objectContaining({ pointer: `/policy/${key}`, keyword: 'maxItems' }),
      );
    }
  });

  test('size_bytes and max_total_bytes: integers, minimum 0', () => {
    expect(validate(withValueAt(sampleInput, '/files/0/size_bytes', 0))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/files/0/size_bytes', -1))).toContainEqual(
      expect.objectContaining({ pointer: '/files/0/size_bytes', keyword: 'minimum' }),
    );
    expect(validate(withValueAt(sampleInput, '/files/0/size_bytes', 1.5))).toContainEqual(
      expect.objectContaining({ pointer: '/files/0/size_bytes', keyword: 'type' }),
    );
    expect(validate(withValueAt(sampleInput, '/policy/max_total_bytes', 0))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/policy/max_total_bytes', -1))).toContainEqual(
      expect.objectContaining({ pointer: '/policy/max_total_bytes', keyword: 'minimum' }),
    );
  });

  test('file entries and the policy are closed; policy members are optional', () => {
    expect(validate(withValueAt(sampleInput, '/files/0/mode', '0755'))).toContainEqual(
      expect.objectContaining({ pointer: '/files/0/mode', keyword: 'additionalProperties' }),
    );
    expect(validate(withValueAt(sampleInput, '/policy/extra', 1))).toContainEqual(
      expect.objectContaining({ pointer: '/policy/extra', keyword: 'additionalProperties' }),
    );
    expect(validate({ files: [file], policy: {} })).toEqual([]);
    expect(validate({ files: [{ path: 'a' , sha256: 'x' }], policy: {} })).toContainEqual(
      expect.objectContaining({ pointer: '/files/0/size_bytes', keyword: 'required' }),
    );
  });
});
