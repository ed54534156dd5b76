/**
 * Where a server process is in its life, for the readiness check and the drain: `starting` until
 * the migrations, the seed and the realtime hub are ready (main.ts), `ready` while it serves, and
 * `draining` from SIGTERM until it exits. A process that is not ready answers only its health
 * checks (http/readinessGate.ts), so a proxy or orchestrator sends players elsewhere.
 */
export type LifecyclePhase = 'starting' | 'ready' | 'draining';

export class Lifecycle {
  private current: LifecyclePhase;
  private readonly listeners = new Set<(phase: LifecyclePhase) => void>();

  constructor(phase: LifecyclePhase = 'starting') {
    this.current = phase;
  }

  get phase(): LifecyclePhase {
    return this.current;
  }

  get isReady(): boolean {
    return this.current === 'ready';
  }

  /** Starting → ready; a draining process stays draining. */
  markReady() {
    if (this.current === 'starting') this.set('ready');
  }

  startDraining() {
    this.set('draining');
  }

  onChange(listener: (phase: LifecyclePhase) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  private set(phase: LifecyclePhase) {
    if (phase === this.current) return;
    this.current = phase;
    for (const listener of this.listeners) listener(phase);
  }
}
