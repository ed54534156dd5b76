import { describeRollVectors } from './rollVectors';

describeRollVectors('chromium');
