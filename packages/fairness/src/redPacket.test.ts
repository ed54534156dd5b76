// @vitest-environment node
import { describeRedPacketVectors } from './redPacketSuite';

describeRedPacketVectors('Node');
