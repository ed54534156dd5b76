import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerProcessCommand, ServerProcessReport } from './serverProcess';

const serverProcess = fileURLToPath(new URL('./serverProcess.ts', import.meta.url));

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Whether the process last reported that it leads the cluster. */
  isLeader(): boolean;
  /** Resolves when the process reports `leader` (at once if it already has). */
  leadership(leader: boolean): Promise<void>;
  command(command: ServerProcessCommand): Promise<void>;
  /** Disconnects and waits for the process to close and exit. */
  stop(): Promise<void>;
}

/** Forks testing/serverProcess.ts on `databaseUrl` with `env` added, and waits until it listens. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const child = fork(serverProcess, {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'silent',
      // A test site on PostgreSQL: the sandbox payments are allowed explicitly (paymentConfig.ts).
      ALLOW_SANDBOX_PAYMENTS: '1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let leader = false;
  const leadershipWaiters: Array<{ leader: boolean; resolve: () => void }> = [];
  const doneWaiters: Array<() => void> = [];
  child.on('message', (report: ServerProcessReport) => {
    if (report.type === 'leader') {
      leader = report.leader;
      for (const waiter of leadershipWaiters.filter((w) => w.leader === leader)) waiter.resolve();
    } else if (report.type === 'done') doneWaiters.shift()?.();
  });
  const port = await new Promise<number>((resolve, reject) => {
    const onReady = (report: ServerProcessReport) => {
      if (report.type !== 'ready') return;
      child.off('message', onReady);
      resolve(report.port);
    };
    child.on('message', onReady);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    isLeader: () => leader,
    leadership: (wanted) =>
      wanted === leader
        ? Promise.resolve()
        : new Promise((resolve) => leadershipWaiters.push({ leader: wanted, resolve })),
    command: (command) =>
      new Promise((resolve) => {
        doneWaiters.push(resolve);
        child.send(command);
      }),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
