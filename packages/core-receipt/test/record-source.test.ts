import { recordSource } from '../src/index.js';

const snapshot = { id: 's1', fingerprint: 'f', capturedAt: '2026-11-01T00:00:00Z', sourceUpdatedAt: null, records: 1 };

describe('recordSource', () => {
  test("the caller's records win, with the caller's generated-at and the product's dataset", () => {
    const source = recordSource({ records: [{ a: 1 }], generatedAt: '2026-10-01T00:00:00Z' }, { records: [{ b: 2 }], sourceMode: 'live', snapshot }, 'abcd-1234');
    expect(source).toEqual({ mode: 'caller-supplied', dataset: 'abcd-1234', snapshot: null, records: [{ a: 1 }], generatedAt: '2026-10-01T00:00:00Z' });
  });

  test("the gateway's records keep their mode and snapshot; an unnamed mode is disclosed as caller-supplied", () => {
    expect(recordSource({}, { records: [], sourceMode: 'fallback', snapshot, dataset: 'other' }, 'abcd-1234')).toEqual({
      mode: 'fallback', dataset: 'other', snapshot, records: [], generatedAt: '2026-11-01T00:00:00Z',
    });
    expect(recordSource({}, { records: [], snapshot }, 'abcd-1234')).toMatchObject({ mode: 'caller-supplied', snapshot: null, generatedAt: null });
  });

  test('neither: no records', () => {
    expect(recordSource({}, {}, 'abcd-1234')).toEqual({ mode: 'caller-supplied', dataset: 'abcd-1234', snapshot: null, records: null, generatedAt: null });
  });
});
