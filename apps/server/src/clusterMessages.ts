/**
 * The messages between the primary of a cluster (cluster.ts) and its server processes over the
 * IPC channel. A process sends `ready` once it has migrated, seeded, started its timed work and
 * listens (the primary starts the other processes after the first one's, and a rolling restart
 * stops an old process only after its replacement's), and `metrics` to ask for the cluster's
 * metrics, which the primary gathers from every process (metrics/endpoint.ts) and answers.
 */
export type ProcessMessage = { kind: 'ready' } | { kind: 'metrics'; id: number };
export type PrimaryMessage =
  | { kind: 'metrics'; id: number; text: string; contentType: string }
  | { kind: 'metricsFailed'; id: number; error: string };

const TAG = 'skinbox';

/** Sends `message` to the primary; nothing when this process is not part of a cluster. */
export function tellPrimary(message: ProcessMessage) {
  process.send?.({ [TAG]: message });
}

/** The primary's way of answering a process. */
export function wrapForProcess(message: PrimaryMessage) {
  return { [TAG]: message };
}

/** Our message in `raw`, or null for IPC traffic that is not ours (e.g. prom-client's). */
export function readClusterMessage<M extends ProcessMessage | PrimaryMessage>(
  raw: unknown,
): M | null {
  if (typeof raw !== 'object' || raw === null || !(TAG in raw)) return null;
  return (raw as Record<typeof TAG, M>)[TAG];
}
