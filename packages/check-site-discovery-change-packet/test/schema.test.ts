import { compileSchema, withValueAt } from '@evidence-check/schema-validator';
import { inputSchema, sampleInput } from '../src/index.js';

const validate = compileSchema(inputSchema);

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://shop.example.com/p/${i}`);
const types = (n: number) => Array.from({ length: n }, (_, i) => `Type${i}`);
const SNAPSHOT_KEYS = ['captured_at', 'url', 'robots_text', 'sitemap_urls', 'canonical', 'schema_types'];

describe('site-discovery-change-packet input schema', () => {
  test('the sample validates', () => {
    expect(validate(sampleInput)).toEqual([]);
  });

  test('the top level is closed', () => {
    expect(validate({ ...sampleInput, unexpected: true })).toContainEqual(
      expect.objectContaining({ pointer: '/unexpected', keyword: 'additionalProperties' }),
    );
  });

  test.each(['baseline', 'current'])('a missing %s is rejected', (key) => {
    const input: Record<string, unknown> = { ...sampleInput };
    delete input[key];
    expect(validate(input)).toContainEqual(expect.objectContaining({ pointer: `/${key}`, keyword: 'required' }));
  });

  test.each(SNAPSHOT_KEYS)('a snapshot without %s is rejected', (key) => {
    const snapshot: Record<string, unknown> = { ...sampleInput.current };
    delete snapshot[key];
    expect(validate(withValueAt(sampleInput, '/current', snapshot))).toContainEqual(
      expect.objectContaining({ pointer: `/current/${key}`, keyword: 'required' }),
    );
  });

  test('title is optional; snapshots are closed', () => {
    const { title: _title, ...untitled } = sampleInput.baseline;
    expect(validate(withValueAt(sampleInput, '/baseline', untitled))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/baseline/meta_description', 'Guides'))).toContainEqual(
      expect.objectContaining({ pointer: '/baseline/meta_description', keyword: 'additionalProperties' }),
    );
  });

  test('robots_text: 32768 characters accepted, 32769 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/current/robots_text', 'a'.repeat(32768)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/current/robots_text', 'a'.repeat(32769)))).toContainEqual(
      expect.objectContaining({ pointer: '/current/robots_text', keyword: 'maxLength' }),
    );
  });

  test('sitemap_urls: 0 and 5000 accepted, 5001 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/baseline/sitemap_urls', []))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/baseline/sitemap_urls', urls(5000)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/baseline/sitemap_urls', urls(5001)))).toContainEqual(
      expect.objectContaining({ pointer: '/baseline/sitemap_urls', keyword: 'maxItems' }),
    );
  });

  test('schema_types: 100 accepted, 101 rejected', () => {
    expect(validate(withValueAt(sampleInput, '/current/schema_types', types(100)))).toEqual([]);
    expect(validate(withValueAt(sampleInput, '/current/schema_types', types(101)))).toContainEqual(
      expect.objectContaining({ pointer: '/current/schema_types', keyword: 'maxItems' }),
    );
  });

  test('formats: captured_at is a date-time, url a URI', () => {
    expect(validate(withValueAt(sampleInput, '/current/captured_at', '2026-03-01'))).toContainEqual(
      expect.objectContaining({ pointer: '/current/captured_at', keyword: 'format' }),
    );
    expect(validate(withValueAt(sampleInput, '/current/url', '/guides/espresso-grinders'))).toContainEqual(
      expect.objectContaining({ pointer: '/current/url', keyword: 'format' }),
    );
    expect(validate(withValueAt(sampleInput, '/current/canonical', '/guides/grinders'))).toEqual([]);
  });
});
