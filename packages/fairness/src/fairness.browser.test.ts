import { describeFairnessVectors } from './fairnessSuite';

describeFairnessVectors('chromium');
