import { runShapes } from '@evidence-check/test-utils';
import { definition } from '../src/index.js';
import { shapes } from './shapes.js';

runShapes(definition, shapes);
