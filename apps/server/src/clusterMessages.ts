/**
 * The messages a server process of a cluster (cluster.ts) sends its primary over the IPC channel:
 * `ready` once it has migrated, seeded, started its timed work and listens (the primary starts
 * the other processes after the first one's, and a rolling restart stops an old process only
 * after its replacement's).
 */
export type ProcessMessage = { kind: 'ready' };

const TAG = 'skinbox';

/** Sends `message` to the primary; nothing when this process is not part of a cluster. */
export function tellPrimary(message: ProcessMessage) {
  process.send?.({ [TAG]: message });
}

/** The message of a process, or null for IPC traffic that is not ours (e.g. prom-client's). */
export function readProcessMessage(raw: unknown): ProcessMessage | null {
  if (typeof raw !== 'object' || raw === null || !(TAG in raw)) return null;
  return (raw as Record<typeof TAG, ProcessMessage>)[TAG];
}
