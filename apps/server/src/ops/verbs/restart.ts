import { z } from 'zod';
import { clusterPidFile, readPidFile } from '../../health/pidFile';
import { OpsError } from '../opsError';
import { defineStandaloneVerb } from '../standalone';

export const restartVerb = defineStandaloneVerb({
  name: 'restart',
  summary:
    'restart the processes of a running start:cluster one by one, no request lost (its SIGHUP)',
  usage: '',
  flags: z.object({}).strict(),
  async run(config) {
    const file = clusterPidFile(config.DATA_DIR);
    const pid = readPidFile(file);
    if (pid === null) {
      throw new OpsError(
        `no running cluster wrote ${file}: start one with pnpm start:cluster (same DATA_DIR), ` +
          'or send SIGHUP to its primary yourself',
      );
    }
    process.kill(pid, 'SIGHUP');
    return [
      `asked the cluster (pid ${pid}) for a rolling restart; its log says when each process is replaced`,
    ];
  },
});
