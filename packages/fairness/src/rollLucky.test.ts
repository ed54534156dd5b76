// @vitest-environment node
import { describeRollLuckyVectors } from './rollLuckySuite';

describeRollLuckyVectors('Node');
