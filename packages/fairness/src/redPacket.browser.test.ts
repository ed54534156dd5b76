import { describeRedPacketVectors } from './redPacketSuite';

describeRedPacketVectors('chromium');
