import { describeContractVectors } from './contractSuite';

describeContractVectors('chromium');
