// @vitest-environment node
import { describeFairnessVectors } from './fairnessSuite';

describeFairnessVectors('Node');
