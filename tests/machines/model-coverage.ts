import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  createMachine,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel } from 'xstate/graph';

/** Every state node and every transition the machine defines, keyed for reporting. */
function machineInventory(machine: AnyStateMachine) {
  const states = new Set<string>();
  const nodes = new Set<AnyStateNode>();
  const keys = new Map<AnyTransitionDefinition, string>();
  const visit = (node: AnyStateNode) => {
    states.add(node.id);
    nodes.add(node);
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, branch) => {
        keys.set(definition, `${node.id} --${eventType}#${branch}-->`);
      });
    }
    node.always?.forEach((definition, branch) => {
      keys.set(definition, `${node.id} --always#${branch}-->`);
    });
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root as AnyStateNode);
  return { states, nodes, keys };
}

type StateConfig = {
  invoke?: unknown;
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
};

/**
 * xstate/graph's test models refuse invocations and delayed transitions, so the model is
 * the machine's own config with each of them replaced by the event it would produce:
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` lead where `onDone` / `onError` lead,
 * and `xstate.after.<delay>.<state id>` where `after` leads.
 */
function withEffectsAsEvents(machine: AnyStateMachine): AnyStateMachine {
  const rewrite = (state: StateConfig, stateId: string): StateConfig => {
    const { invoke, after, states, ...rest } = state;
    const on = { ...rest.on };
    const invocations = (invoke === undefined ? [] : [invoke].flat()) as Array<{
      id?: string;
      onDone?: unknown;
      onError?: unknown;
    }>;
    for (const invocation of invocations) {
      if (!invocation.id) throw new Error('Give every invocation an id so paths can name it');
      if (invocation.onDone) on[`xstate.done.actor.${invocation.id}`] = invocation.onDone;
      if (invocation.onError) on[`xstate.error.actor.${invocation.id}`] = invocation.onError;
    }
    for (const [delay, transition] of Object.entries(after ?? {})) {
      on[`xstate.after.${delay}.${stateId}`] = transition;
    }
    return {
      ...rest,
      on,
      ...(states && {
        states: Object.fromEntries(
          Object.entries(states).map(([key, child]) => [key, rewrite(child, `${stateId}.${key}`)]),
        ),
      }),
    };
  };
  return createMachine(
    rewrite(machine.config as StateConfig, machine.id) as never,
    machine.implementations,
  );
}

/** One event the model may send, with what it stands for in the app, for a person to reproduce. */
export interface ModelEvent {
  event: { type: string; [key: string]: unknown };
  /** The user action or server answer, e.g. `the user presses "Sign in"`. */
  means: string;
}

/** One way the flow starts: an input, or a machine whose outside world (a guard) differs. */
export interface ModelStart<TMachine extends AnyStateMachine> {
  means: string;
  input?: InputFrom<TMachine>;
  machine?: TMachine;
}

/**
 * What a machine's model tests and `npm run paths` share: the machine with effects that never
 * settle (their results are events), how it may start, the events the model may send and
 * the per-state checks every generated path runs.
 */
export interface ModelSpec<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** One model walk per start; by default one, with no input. */
  starts?: ModelStart<TMachine>[];
  events: ModelEvent[];
  /**
   * What makes two snapshots the same state for path generation; by default value and
   * context. Machines whose context grows without bound (counters, streamed text) keep only
   * what their guards read, so the model stays finite.
   */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  /** Throws when a snapshot breaks an invariant of its state (context, running actors). */
  onState?: (snapshot: SnapshotFrom<TMachine>) => void;
}

export const defineModel = <TMachine extends AnyStateMachine>(spec: ModelSpec<TMachine>) => spec;

export interface ModelStep {
  event: ModelEvent['event'];
  means: string;
  /** The state value after the event. */
  state: unknown;
}

export interface ModelPath {
  start: string;
  /** The state value the flow starts in. */
  initial: unknown;
  steps: ModelStep[];
  /** The state node ids and transition keys this path goes through (coverage's keys). */
  covers: { states: string[]; transitions: string[] };
}

export interface ModelCoverage {
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/**
 * Generates the shortest path to every state of the spec's machine (xstate/graph's
 * createTestModel), extends each by every event it accepts, so that every transition out of
 * every reached state is taken too (self-loops included), and replays each path on a real
 * actor, running `onState` on every snapshot and recording the states and transitions it went
 * through. Invoked actors and delays are not run by the model, so their results are plain
 * events. Returns the coverage and the paths (none a prefix of another), in a stable order.
 */
export async function walkEveryPath<TMachine extends AnyStateMachine>(
  spec: ModelSpec<TMachine>,
): Promise<ModelCoverage & { walks: ModelPath[] }> {
  const inventory = machineInventory(spec.machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();
  const walks: ModelPath[] = [];
  const meaning = new Map(spec.events.map(({ event, means }) => [event, means]));

  const replay = (
    start: ModelStart<TMachine>,
    machine: TMachine,
    events: ModelEvent['event'][],
  ) => {
    const { keys, nodes } = machineInventory(machine);
    const states = new Set<string>();
    const transitions = new Set<string>();
    const active = (snapshot: AnyMachineSnapshot) =>
      [...nodes].filter(
        (node) => node.path.length === 0 || snapshot.matches(node.path.join('.') as never),
      );
    // Each microstep's snapshot is public (the inspection's `_transitions` is not); a
    // transient state (left at once by `always`) rests in none but these, and the branch it
    // took is the one whose targets come next. The first microstep of all, into the initial
    // states, is not inspected: those are read from the machine's `initial` targets.
    const entered = (node: AnyStateNode): AnyStateNode[] =>
      (node.type === 'parallel'
        ? (Object.values(node.states) as AnyStateNode[])
        : (node.initial?.target ?? [])
      ).flatMap((target) => [target, ...entered(target)]);
    let previous = [machine.root as AnyStateNode, ...entered(machine.root as AnyStateNode)];
    // The states active now; an `always` left since the last snapshot took the branch whose
    // targets are active now (at start too: the initial states may be transient).
    const settle = (now: AnyStateNode[]) => {
      for (const node of [...previous, ...now]) states.add(node.id);
      for (const node of previous) {
        const taken = node.always?.find((definition) =>
          (definition.target ?? []).every((target) => now.includes(target)),
        );
        if (taken) transitions.add(keys.get(taken) ?? '');
      }
      previous = now;
    };
    const actor = createActor(machine, {
      input: start.input,
      inspect: (inspection) => {
        // Only machines take microsteps: the root, as the models' effects never run.
        if (inspection.type !== '@xstate.microstep') return;
        settle(active(inspection.snapshot as AnyMachineSnapshot));
      },
    });
    const record = () => {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      const nodes = active(snapshot);
      settle(nodes);
      // Exactly the actors the active states invoke are running: none leaks, none is missing.
      const invoked = nodes.flatMap((node) => node.invoke.map((invocation) => invocation.id));
      const running = Object.keys(snapshot.children);
      if (invoked.sort().join() !== running.sort().join()) {
        throw new Error(
          `${JSON.stringify(snapshot.value)} runs [${running}] but its states invoke [${invoked}]`,
        );
      }
      spec.onState?.(snapshot as SnapshotFrom<TMachine>);
      return snapshot;
    };
    actor.start();
    const path: ModelPath = {
      start: start.means,
      initial: record().value,
      steps: [],
      covers: { states: [], transitions: [] },
    };
    for (const event of events) {
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      // An extension the state does not take is skipped: xstate raises unhandled error events.
      if (!snapshot.can(event)) break;
      for (const definition of machine.getTransitionData(snapshot as never, event as never)) {
        transitions.add(keys.get(definition) ?? '');
      }
      actor.send(event as never);
      path.steps.push({ event, means: meaning.get(event) ?? '', state: record().value });
    }
    actor.stop();
    path.covers = { states: [...states], transitions: [...transitions] };
    for (const id of states) seenStates.add(id);
    for (const key of transitions) seenTransitions.add(key);
    return path;
  };

  for (const start of spec.starts ?? [{ means: 'the flow starts' }]) {
    const machine = start.machine ?? spec.machine;
    const events = spec.events.map(({ event }) => event);
    const model = createTestModel(withEffectsAsEvents(machine), {
      input: start.input,
      events,
      ...(spec.serializeState && {
        // As xstate/graph's default: a state entered by another transition is another state.
        serializeState: (
          snapshot: SnapshotFrom<TMachine>,
          event: unknown,
          previous?: SnapshotFrom<TMachine>,
        ) => {
          const value = (of: unknown) => JSON.stringify((of as AnyMachineSnapshot).value);
          const entered =
            event && !(previous && value(previous) === value(snapshot))
              ? ` via ${JSON.stringify(event)}${previous ? ` from ${value(previous)}` : ''}`
              : '';
          return `${spec.serializeState?.(snapshot)}${entered}`;
        },
      }),
    } as never);
    const sequences = new Map<string, ModelEvent['event'][]>();
    for (const path of model.getShortestPaths()) {
      const taken = path.steps
        .map((step) => step.event as ModelEvent['event'])
        .filter((event) => event.type !== 'xstate.init');
      for (const extended of [taken, ...events.map((event) => [...taken, event])]) {
        sequences.set(JSON.stringify(extended), extended);
      }
    }
    const replayed = [...sequences.values()].map((sequence) => replay(start, machine, sequence));
    // A path that another one starts with tells a reader nothing more.
    const key = (steps: ModelStep[]) => JSON.stringify(steps.map((step) => step.event));
    const prefixes = new Set(
      replayed.flatMap((path) => path.steps.map((_, length) => key(path.steps.slice(0, length)))),
    );
    const unique = new Map(replayed.map((path) => [key(path.steps), path]));
    for (const [joined, path] of unique) if (!prefixes.has(joined)) walks.push(path);
  }

  const missingStates = [...inventory.states].filter((id) => !seenStates.has(id));
  const missingTransitions = [...inventory.keys.values()].filter(
    (key) => !seenTransitions.has(key),
  );
  return {
    paths: walks.length,
    walks,
    states: {
      covered: inventory.states.size - missingStates.length,
      total: inventory.states.size,
      missing: missingStates,
    },
    transitions: {
      covered: inventory.keys.size - missingTransitions.length,
      total: inventory.keys.size,
      missing: missingTransitions,
    },
  };
}

/**
 * A smaller plan that covers as much: the shortest path to each state, then the shortest
 * path through each transition still untaken; in the walks' order.
 */
export function coveringPaths(walks: ModelPath[]): ModelPath[] {
  const byLength = [...walks].sort((a, b) => a.steps.length - b.steps.length);
  const chosen = new Set<ModelPath>();
  const take = (kind: 'states' | 'transitions') => {
    const covered = new Set([...chosen].flatMap((walk) => walk.covers[kind]));
    for (const key of new Set(walks.flatMap((walk) => walk.covers[kind]))) {
      if (covered.has(key)) continue;
      const walk = byLength.find((candidate) => candidate.covers[kind].includes(key));
      if (!walk) continue;
      chosen.add(walk);
      for (const reached of walk.covers[kind]) covered.add(reached);
    }
  };
  take('states');
  take('transitions');
  return walks.filter((walk) => chosen.has(walk));
}

export function formatCoverage(name: string, coverage: ModelCoverage): string {
  const { states, transitions } = coverage;
  return `${name}: ${coverage.paths} paths, states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`;
}
