import { runCases } from '@evidence-check/test-utils';
import { definition } from '../src/index.js';
import { cases } from './cases.js';

runCases(definition, cases);
