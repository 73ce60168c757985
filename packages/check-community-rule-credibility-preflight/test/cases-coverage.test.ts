// run.test.ts proves every code is produced by a case and absent in another; this proves each
// peer-parity case file produces, and shows absent, the codes whose boundary it draws.
import type { Case } from '@evidence-check/test-utils';
import type { Input } from '../src/index.js';
import { accountCases } from './cases/account.js';
import { launchSiteCases } from './cases/launch-site.js';
import { linkCases } from './cases/link.js';

const byFile: Array<[string, Case<Input>[], string[]]> = [
  ['account', accountCases, ['ACCOUNT_NOT_PERSONAL']],
  ['launch-site', launchSiteCases, ['LAUNCH_LANDING_PAGE_ONLY']],
  ['link', linkCases, ['SHORTENED_LINK']],
];

test.each(byFile)('case file %s produces and shows absent %j', (_name, own, codes) => {
  const produced = new Set(own.flatMap((testCase) => testCase.expect.map((expected) => expected.code)));
  const absent = new Set(own.flatMap((testCase) => testCase.absent ?? []));
  expect(codes.filter((code) => !produced.has(code) || !absent.has(code))).toEqual([]);
});
