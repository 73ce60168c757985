import { codesOf, findingsByItem, itemStatus, worstSeverity, type Finding, type Severity } from '../src/index.js';

const finding = (pointer: string, code: string, severity: Severity = 'error'): Finding => ({
  code,
  severity,
  subject: null,
  pointer,
  message: code,
  details: {},
});

describe('findings by item', () => {
  test('each item gets the findings at its pointer and under it, none of its neighbours’', () => {
    const findings = [
      finding('', 'PACKET'),
      finding('/rows', 'ROWS'),
      finding('/rows/1', 'A', 'warning'),
      finding('/rows/1/sku', 'B', 'notice'),
      finding('/rows/10', 'C'),
      finding('/rows/x', 'NOT_AN_INDEX'),
      finding('/rowset/0', 'OTHER_ARRAY'),
      finding('/rows/1', 'A', 'warning'),
    ];
    const byItem = findingsByItem(findings, '/rows', 11);
    expect(byItem.map((own) => own.map((f) => f.code))).toEqual([[], ['A', 'B', 'A'], [], [], [], [], [], [], [], [], ['C']]);
    expect(codesOf(byItem[1] ?? [])).toEqual(['A', 'B']);
    expect(worstSeverity(byItem[1] ?? [])).toBe('warning');
    expect(worstSeverity([])).toBeNull();
    expect(itemStatus(byItem[10] ?? [])).toBe('BLOCKED');
    expect(itemStatus(byItem[1] ?? [])).toBe('REVIEW');
    expect(itemStatus([])).toBe('READY');
  });

  test('nested arrays and escaped member names', () => {
    const byItem = findingsByItem([finding('/runs/0/calls/2/id', 'X'), finding('/a~1b/0', 'Y')], '/runs/0/calls', 3);
    expect(byItem[2]?.map((f) => f.code)).toEqual(['X']);
    expect(findingsByItem([finding('/a~1b/0', 'Y')], '/a~1b', 1)[0]?.map((f) => f.code)).toEqual(['Y']);
  });

  test('an index past the given length is ignored, not an error', () => {
    expect(findingsByItem([finding('/rows/5', 'X')], '/rows', 2)).toEqual([[], []]);
  });
});
