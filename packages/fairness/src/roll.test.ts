// @vitest-environment node
import { describeRollVectors } from './rollVectors';

describeRollVectors('Node');
