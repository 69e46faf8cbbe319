import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, EventFrom, SnapshotFrom } from 'xstate';
import { withInspector } from './inspector';

/**
 * A machine whose code (and xstate's) is fetched when its screen is first used, not when it
 * is shown: `preload` as the user reaches for the form, and the first event waits for it.
 * Until then the snapshot is undefined: the screen shows its starting state. This keeps
 * xstate out of the landing's JS (tests/e2e/front-end-budgets.e2e.test.ts).
 */
export function useDeferredActor<TMachine extends AnyStateMachine>(load: () => Promise<TMachine>) {
  const [actor] = useState(() => new DeferredActor(load));
  const snapshot = useSyncExternalStore(actor.subscribe, actor.getSnapshot);
  useEffect(() => actor.stop, [actor]);
  return [snapshot, actor.send, actor.preload] as const;
}

class DeferredActor<TMachine extends AnyStateMachine> {
  private actor: Actor<TMachine> | undefined;
  private loading: Promise<Actor<TMachine>> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: () => Promise<TMachine>) {}

  preload = (): Promise<Actor<TMachine>> => {
    if (this.loading) return this.loading;
    const loading: Promise<Actor<TMachine>> = Promise.all([import('xstate'), this.load()]).then(
      ([{ createActor }, machine]) => {
        const actor = createActor(machine as AnyStateMachine, withInspector()) as Actor<TMachine>;
        // Stopped while loading: the actor is never started, and events sent to it are dropped.
        if (this.loading !== loading) return actor;
        actor.subscribe(() => this.notify());
        this.actor = actor.start();
        this.notify();
        return actor;
      },
      (error: unknown) => {
        if (this.loading === loading) this.loading = undefined;
        throw error;
      },
    );
    this.loading = loading;
    return loading;
  };

  send = (event: EventFrom<TMachine>): void => {
    if (this.actor) this.actor.send(event);
    else void this.preload().then((actor) => actor.send(event));
  };

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SnapshotFrom<TMachine> | undefined => this.actor?.getSnapshot();

  /** Unmounted: the actor stops; a later use starts a new one. */
  stop = (): void => {
    this.actor?.stop();
    this.actor = undefined;
    this.loading = undefined;
  };

  private notify() {
    for (const listener of this.listeners) listener();
  }
}
