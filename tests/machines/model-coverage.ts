import {
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
  on?: Record<string, unknown>;
  states?: Record<string, StateConfig>;
};

/**
 * xstate/graph's test models refuse invocations, so the model is the machine's own config
 * with each invocation replaced by the events it would send: `xstate.done.actor.<id>` and
 * `xstate.error.actor.<id>` lead exactly where `onDone` / `onError` lead.
 */
function withInvocationsAsEvents(machine: AnyStateMachine): AnyStateMachine {
  const rewrite = (state: StateConfig): StateConfig => {
    const { invoke, states, ...rest } = state;
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
    return {
      ...rest,
      on,
      ...(states && {
        states: Object.fromEntries(Object.entries(states).map(([k, v]) => [k, rewrite(v)])),
      }),
    };
  };
  return createMachine(rewrite(machine.config as StateConfig) as never, machine.implementations);
}

export interface ModelCoverage {
  paths: number;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

/**
 * Generates the shortest paths of `machine` from the given events, replays each path on a
 * real actor (with the test's own effects provided) and reports which states and which
 * transitions the paths went through. Invoked actors are not run by the model, so their
 * results are modelled as plain `xstate.done.actor.*` / `xstate.error.actor.*` events.
 */
export async function walkEveryPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: {
    /** One model walk per input: flows that start differently (e.g. with or without a token). */
    inputs?: InputFrom<TMachine>[];
    events: EventFromLogic<TMachine>[];
    onState?: (snapshot: SnapshotFrom<TMachine>) => void;
  },
): Promise<ModelCoverage> {
  const inventory = machineInventory(machine);
  const seenStates = new Set<string>();
  const seenTransitions = new Set<AnyTransitionDefinition>();
  let pathCount = 0;

  for (const input of options.inputs ?? [undefined]) {
    const model = createTestModel(withInvocationsAsEvents(machine), {
      input,
      events: options.events,
    });
    const paths = model.getShortestPaths();
    pathCount += paths.length;
    for (const path of paths) {
      const actor = createActor(machine, {
        input,
        inspect: (event) => {
          if (event.type === '@xstate.microstep') {
            // Transient states (left at once by `always`) never rest in a snapshot: count them
            // through the transitions that enter and leave them.
            for (const transition of event._transitions) {
              seenTransitions.add(transition);
              seenStates.add(transition.source.id);
              for (const target of transition.target ?? []) seenStates.add(target.id);
            }
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
      await path.test({
        events: Object.fromEntries(
          options.events.map((event) => [
            event.type,
            ({ event: sent }: { event: EventFromLogic<TMachine> }) => {
              actor.send(sent);
              record();
            },
          ]),
        ),
      });
      actor.stop();
    }
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

export function formatCoverage(name: string, coverage: ModelCoverage): string {
  const { states, transitions } = coverage;
  return `${name}: ${coverage.paths} paths, states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`;
}
