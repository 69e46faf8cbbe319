import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  createMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { createTestModel } from 'xstate/graph';

/** Every state node and every transition the machine defines, keyed for reporting. */
function machineInventory(machine: AnyStateMachine) {
  const states = new Set<string>();
  const transitions = new Map<AnyTransitionDefinition, string>();
  const visit = (node: AnyStateNode) => {
    states.add(node.id);
    for (const [eventType, definitions] of node.transitions) {
      definitions.forEach((definition, branch) => {
        transitions.set(definition, `${node.id} --${eventType}#${branch}-->`);
      });
    }
    node.always?.forEach((definition, branch) => {
      transitions.set(definition, `${node.id} --always#${branch}-->`);
    });
    for (const child of Object.values(node.states)) visit(child as AnyStateNode);
  };
  visit(machine.root as AnyStateNode);
  return { states, transitions };
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

export interface ModelCoverage {
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/**
 * Generates the shortest path to every state of `machine` (xstate/graph's createTestModel),
 * extends each by every event it accepts, so that every transition out of every reached state is
 * taken too (self-loops included), and replays each path on a real actor with the test's
 * own effects provided, recording the states and transitions it went through. Invoked
 * actors and delays are not run by the model, so their results are plain events.
 */
export async function walkEveryPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    /** One model walk per input: flows that start differently (e.g. with or without a token). */
    inputs?: InputFrom<TMachine>[];
    events: EventFromLogic<TMachine>[];
    /**
     * What makes two snapshots the same state for path generation; by default value and
     * context. Machines whose context grows without bound (counters, streamed text) keep only
     * what their guards read, so the model stays finite.
     */
    serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
    onState?: (snapshot: SnapshotFrom<TMachine>) => void;
  },
): Promise<ModelCoverage> {
  const inventory = machineInventory(machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<AnyTransitionDefinition>();
  let pathCount = 0;

  const replay = (input: InputFrom<TMachine> | undefined, events: EventFromLogic<TMachine>[]) => {
    const actor = createActor(machine, {
      input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        // Transient states (left at once by `always`) never rest in a snapshot: count them
        // through the transitions that enter and leave them.
        for (const transition of inspection._transitions) {
          seenTransitions.add(transition);
          seenStates.add(transition.source.id);
          for (const target of transition.target ?? []) seenStates.add(target.id);
        }
      },
    });
    const record = () => {
      const snapshot = actor.getSnapshot();
      for (const node of (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes) {
        seenStates.add(node.id);
      }
      options.onState?.(snapshot);
    };
    actor.start();
    record();
    for (const event of events) {
      // An extension the state does not take is skipped: xstate raises unhandled error events.
      if (!(actor.getSnapshot() as AnyMachineSnapshot).can(event)) break;
      actor.send(event);
      record();
    }
    actor.stop();
  };

  for (const input of options.inputs ?? [undefined]) {
    const model = createTestModel(withEffectsAsEvents(machine), {
      input,
      events: options.events,
      ...(options.serializeState && {
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
          return `${options.serializeState?.(snapshot)}${entered}`;
        },
      }),
    } as never);
    const walks = new Map<string, EventFromLogic<TMachine>[]>();
    for (const path of model.getShortestPaths()) {
      const events = path.steps
        .map((step) => step.event)
        .filter((event) => event.type !== 'xstate.init');
      for (const extended of [events, ...options.events.map((event) => [...events, event])]) {
        walks.set(JSON.stringify(extended), extended);
      }
    }
    pathCount += walks.size;
    for (const events of walks.values()) replay(input, events);
  }

  const missingStates = [...inventory.states].filter((id) => !seenStates.has(id));
  const missingTransitions = [...inventory.transitions]
    .filter(([definition]) => !seenTransitions.has(definition))
    .map(([, key]) => key);
  return {
    paths: pathCount,
    states: {
      covered: inventory.states.size - missingStates.length,
      total: inventory.states.size,
      missing: missingStates,
    },
    transitions: {
      covered: inventory.transitions.size - missingTransitions.length,
      total: inventory.transitions.size,
      missing: missingTransitions,
    },
  };
}

/** Walks that each reach part of a machine (say, signed in and signed out) add up. */
export function combineCoverage(...walks: ModelCoverage[]): ModelCoverage {
  const stillMissing = (part: 'states' | 'transitions') =>
    walks
      .map((walk) => walk[part].missing)
      .reduce((left, right) => left.filter((key) => right.includes(key)));
  const first = walks[0];
  if (!first) throw new Error('combineCoverage needs at least one walk');
  const combine = (part: 'states' | 'transitions') => {
    const missing = stillMissing(part);
    return { covered: first[part].total - missing.length, total: first[part].total, missing };
  };
  return {
    paths: walks.reduce((sum, walk) => sum + walk.paths, 0),
    states: combine('states'),
    transitions: combine('transitions'),
  };
}

export function formatCoverage(name: string, coverage: ModelCoverage): string {
  const { states, transitions } = coverage;
  return `${name}: ${coverage.paths} paths, states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`;
}
