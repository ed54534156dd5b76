// @vitest-environment node
import { describeContractVectors } from './contractSuite';

describeContractVectors('Node');
