import { describeRollLuckyVectors } from './rollLuckySuite';

describeRollLuckyVectors('chromium');
