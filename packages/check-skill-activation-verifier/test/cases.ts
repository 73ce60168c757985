// Cases as data: every declared code is produced by a case and kept out of another. Figures are
// computed by hand (shown beside them); test/metrics.test.ts checks them against Python.
import { defineCases } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { availabilityCases } from './cases/availability.js';
import { skillMetadataCases } from './cases/skill-metadata.js';

type Case = Input['cases'][number];
const c = (id: unknown, expected_skills: unknown, observed_skills: unknown, extra: Record<string, unknown> = {}): Case => ({
  id,
  expected_skills,
  observed_skills,
  ...extra,
});

const routingCases = defineCases<Input>([
  {
    name: 'exact routing is READY with perfect scores',
    input: { cases: [c('a', ['email', 'calendar'], ['calendar', 'email']), c('b', [], [])] },
    expect: [],
    status: 'READY',
    absent: ['MISSED_SKILL', 'SPURIOUS_SKILL', 'DUPLICATE_ACTIVATION', 'DUPLICATE_EXPECTED_SKILL', 'CASE_ID_INVALID', 'DUPLICATE_CASE_ID', 'SKILL_LIST_INVALID', 'SKILL_NAME_INVALID'],
    report: {
      cases: [
        { id: 'a', verdict: 'READY', missed: [], spurious: [], duplicates: [] },
        { id: 'b', verdict: 'READY', missed: [], spurious: [], duplicates: [] },
      ],
      skills: [
        { skill: 'calendar', tp: 1, fp: 0, fn: 0, precision: '1.000000', recall: '1.000000', f1: '1.000000' },
        { skill: 'email', tp: 1, fp: 0, fn: 0, precision: '1.000000', recall: '1.000000', f1: '1.000000' },
      ],
      overall: { tp: 2, fp: 0, fn: 0, precision: '1.000000', recall: '1.000000', f1: '1.000000' },
      unscoredCases: 0,
    },
  },
  {
    name: 'unknown extra keys of a case are carried over, never an error',
    input: { cases: [c('a', ['email'], ['email'], { prompt: 'Send it', suite: { name: 'routing-v2' }, weight: 2 })] },
    expect: [],
    status: 'READY',
  },
  {
    name: 'a missed skill is an error at its expected entry',
    input: { cases: [c('a', ['calendar', 'email'], ['email'])] },
    expect: [{ code: 'MISSED_SKILL', pointer: '/cases/0/expected_skills/0', subject: 'a', details: { skill: 'calendar' } }],
    status: 'BLOCKED',
    absent: ['SPURIOUS_SKILL'],
    // email: tp 1; calendar: fn 1. overall tp 1 fp 0 fn 1: precision 1, recall 1/2, f1 2/3.
    report: {
      cases: [{ verdict: 'BLOCKED', missed: ['calendar'], spurious: [] }],
      overall: { tp: 1, fp: 0, fn: 1, precision: '1.000000', recall: '0.500000', f1: '0.666667' },
      skills: [
        { skill: 'calendar', tp: 0, fp: 0, fn: 1, precision: null, recall: '0.000000', f1: '0.000000' },
        { skill: 'email', tp: 1, fp: 0, fn: 0 },
      ],
    },
  },
  {
    name: 'a spurious skill is a warning at its first activation',
    input: { cases: [c('a', ['email'], ['email', 'slack'])] },
    expect: [{ code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/1', subject: 'a', details: { skill: 'slack' } }],
    status: 'REVIEW',
    absent: ['MISSED_SKILL'],
    // overall tp 1 fp 1 fn 0: precision 1/2, recall 1, f1 2/3.
    report: {
      cases: [{ verdict: 'REVIEW', missed: [], spurious: ['slack'] }],
      overall: { tp: 1, fp: 1, fn: 0, precision: '0.500000', recall: '1.000000', f1: '0.666667' },
      skills: [
        { skill: 'email', tp: 1, fp: 0, fn: 0 },
        { skill: 'slack', tp: 0, fp: 1, fn: 0, precision: '0.000000', recall: null, f1: '0.000000' },
      ],
    },
  },
  {
    name: 'every repeat of an activation is flagged with one group; the skill counts once',
    input: { cases: [c('a', ['sql'], ['sql', 'web', 'sql', 'sql', 'web'])] },
    expect: [
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/0', details: { group: '/cases/0/observed_skills:sql', count: 3, positions: [1, 3, 4], position: 1 } },
      // At one pointer, findings are ordered by code: DUPLICATE_ACTIVATION before SPURIOUS_SKILL.
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/1', details: { group: '/cases/0/observed_skills:web', count: 2, position: 2 } },
      { code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/1', details: { skill: 'web' } },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/2', details: { group: '/cases/0/observed_skills:sql', position: 3 } },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/3', details: { group: '/cases/0/observed_skills:sql', position: 4 } },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/0/observed_skills/4', details: { group: '/cases/0/observed_skills:web', position: 5 } },
    ],
    status: 'REVIEW',
    report: { cases: [{ duplicates: ['sql', 'web'], spurious: ['web'] }], overall: { tp: 1, fp: 1, fn: 0 } },
  },
  {
    name: 'a group of 25 activations flags all 25 and lists the first 10 positions; count is exact',
    input: { cases: [c('a', ['sql'], Array.from({ length: 25 }, () => 'sql'))] },
    expect: Array.from({ length: 25 }, (_, i) => ({
      code: 'DUPLICATE_ACTIVATION',
      pointer: `/cases/0/observed_skills/${i}`,
      details: { count: 25, positions: Array.from({ length: 10 }, (_, k) => k + 1), position: i + 1 },
    })),
    status: 'REVIEW',
    report: { cases: [{ duplicates: ['sql'] }], overall: { tp: 1, fp: 0, fn: 0 } },
  },
  {
    name: 'a repeated expected skill is a notice and counts once',
    input: { cases: [c('a', ['email', 'email'], ['email'])] },
    expect: [
      { code: 'DUPLICATE_EXPECTED_SKILL', pointer: '/cases/0/expected_skills/0', details: { skill: 'email', count: 2, group: '/cases/0/expected_skills:email' } },
      { code: 'DUPLICATE_EXPECTED_SKILL', pointer: '/cases/0/expected_skills/1', details: { skill: 'email', count: 2, group: '/cases/0/expected_skills:email' } },
    ],
    status: 'READY',
    absent: ['DUPLICATE_ACTIVATION', 'MISSED_SKILL'],
    report: { overall: { tp: 1, fp: 0, fn: 0 } },
  },
  {
    name: 'a list that is not an array leaves the case unscored',
    input: { cases: [c('a', ['pdf'], 'pdf'), c('b', null, ['pdf', 'pdf']), c('c', ['pdf'], ['pdf'])] },
    expect: [
      { code: 'SKILL_LIST_INVALID', pointer: '/cases/0/observed_skills', subject: 'a', details: { list: 'observed_skills', value: 'pdf' } },
      { code: 'SKILL_LIST_INVALID', pointer: '/cases/1/expected_skills', subject: 'b', details: { list: 'expected_skills', value: null } },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/1/observed_skills/0' },
      { code: 'DUPLICATE_ACTIVATION', pointer: '/cases/1/observed_skills/1' },
    ],
    absent: ['MISSED_SKILL', 'SPURIOUS_SKILL'],
    report: {
      cases: [
        { verdict: 'BLOCKED', missed: null, spurious: null, duplicates: null },
        { verdict: 'BLOCKED', missed: null, spurious: null, duplicates: ['pdf'] },
        { verdict: 'READY', missed: [], spurious: [], duplicates: [] },
      ],
      skills: [{ skill: 'pdf', tp: 1, fp: 0, fn: 0 }],
      unscoredCases: 2,
    },
  },
  {
    name: 'entries that are not non-empty strings are flagged and ignored',
    input: { cases: [c('a', ['email', 3, ''], ['email', { name: 'x' }, '  '])] },
    expect: [
      { code: 'SKILL_NAME_INVALID', pointer: '/cases/0/expected_skills/1', details: { value: 3, list: 'expected_skills' } },
      { code: 'SKILL_NAME_INVALID', pointer: '/cases/0/expected_skills/2', details: { value: '' } },
      { code: 'SKILL_NAME_INVALID', pointer: '/cases/0/observed_skills/1', details: { value: { name: 'x' }, list: 'observed_skills' } },
      { code: 'SKILL_NAME_INVALID', pointer: '/cases/0/observed_skills/2', details: { value: '  ' } },
    ],
    absent: ['SKILL_LIST_INVALID', 'MISSED_SKILL', 'SPURIOUS_SKILL'],
    report: { overall: { tp: 1, fp: 0, fn: 0 }, unscoredCases: 0 },
  },
  {
    name: 'blank and non-scalar ids are flagged and not taken as duplicates of each other',
    input: { cases: [c('', [], []), c(null, [], []), c(['x'], [], []), c(12, [], [])] },
    expect: [
      { code: 'CASE_ID_INVALID', pointer: '/cases/0/id', subject: null, details: { id: '', position: 1 } },
      { code: 'CASE_ID_INVALID', pointer: '/cases/1/id', subject: null, details: { id: null, position: 2 } },
      { code: 'CASE_ID_INVALID', pointer: '/cases/2/id', subject: null, details: { id: ['x'], position: 3 } },
    ],
    status: 'REVIEW',
    absent: ['DUPLICATE_CASE_ID'],
    report: { cases: [{ id: '' }, { id: null }, { id: ['x'] }, { id: 12, verdict: 'READY' }] },
  },
  {
    name: 'every member of a duplicate id set is flagged at its own pointer; 1 and "1" differ',
    input: { cases: [c('x', [], []), c(1, [], []), c('x', [], []), c('1', [], []), c('x', [], [])] },
    expect: [
      { code: 'DUPLICATE_CASE_ID', pointer: '/cases/0/id', subject: 'x', details: { group: 'id:"x"', count: 3, positions: [1, 3, 5], position: 1 } },
      { code: 'DUPLICATE_CASE_ID', pointer: '/cases/2/id', subject: 'x', details: { group: 'id:"x"', position: 3 } },
      { code: 'DUPLICATE_CASE_ID', pointer: '/cases/4/id', subject: 'x', details: { group: 'id:"x"', position: 5 } },
    ],
    status: 'BLOCKED',
    absent: ['CASE_ID_INVALID'],
  },
  {
    name: 'skill names are exact: case differs, and skills sort by code point, not UTF-16 unit',
    input: {
      cases: [c('a', ['Email', '\uFB01le', '\u{1F4C5}cal'], ['email', '\uFB01le', '\u{1F4C5}cal', 'Zoom'])],
    },
    expect: [
      { code: 'MISSED_SKILL', pointer: '/cases/0/expected_skills/0', details: { skill: 'Email' } },
      { code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/0', details: { skill: 'email' } },
      { code: 'SPURIOUS_SKILL', pointer: '/cases/0/observed_skills/3', details: { skill: 'Zoom' } },
    ],
    // U+FB01 (ﬁ) < U+1F4C5 (📅) by code point, though its UTF-16 unit 0xFB01 > 0xD83D.
    report: { skills: [{ skill: 'Email' }, { skill: 'Zoom' }, { skill: 'email' }, { skill: '\uFB01le' }, { skill: '\u{1F4C5}cal' }] },
  },
]);

/** The routing cases above, then one file per rule on the open key `available_skills`. */
export const cases = [...routingCases, ...skillMetadataCases, ...availabilityCases];
