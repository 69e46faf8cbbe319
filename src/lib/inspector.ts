import type { InspectionEvent, Observer } from 'xstate';

/**
 * Dev builds started with VITE_STATELY_INSPECT=true open the Stately inspector and stream
 * every flow's machine to it, so a developer can watch the statecharts run. Production
 * builds drop this code entirely.
 */
const inspector =
  import.meta.env.DEV && import.meta.env.VITE_STATELY_INSPECT === 'true'
    ? (await import('@statelyai/inspect')).createBrowserInspector()
    : undefined;

/** Actor options for `useMachine`, with the inspector attached when it is on. */
export function withInspector<TOptions extends object>(
  options: TOptions = {} as TOptions,
): TOptions & { inspect?: Observer<InspectionEvent> } {
  return inspector ? { ...options, inspect: inspector.inspect } : options;
}
