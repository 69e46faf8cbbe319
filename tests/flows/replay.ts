import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import { createActor } from 'xstate';
import type { AppRouter } from '../../src/app/router';
import {
  coveringPaths,
  type ModelEvent,
  type ModelPath,
  type ModelSpec,
  type ModelStart,
  walkEveryPath,
} from '../machines/model-coverage';

type Event = ModelEvent['event'];

// The real clock, kept before a path fakes the page's (a countdown's seconds).
const realSetTimeout = globalThis.setTimeout;
const pause = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/** Retries `check` until it stops throwing (15 s: the machine may be busy), on the real clock. */
export async function until<T>(check: () => T | Promise<T>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await pause(20);
    }
  }
}

/** `xstate.done.actor.<id>` / `xstate.error.actor.<id>`: a server answer, not a user action. */
const answerOf = (event: Event) =>
  /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type) as
    | [string, 'done' | 'error', string]
    | null;

interface Held {
  path: string;
  response: Promise<Response>;
  resolve: (response: Response) => void;
  reject: (error: unknown) => void;
}

/**
 * The page's calls to the flow's endpoints reach the real server at once, but its answer
 * is handed to the page only when the path's step says the server answers: so the screen
 * can be checked while the call is in flight, and each answer is checked to be the one the
 * step names (its status and refusal code). An answer the real server never gives on
 * purpose (a failure without a refusal code: a 5xx from a gateway, no connection) is played
 * by the network between them instead: the server's own answer is dropped.
 */
export class ServerAnswers {
  private held: Held[] = [];

  constructor(private readonly calls: Record<string, string | string[]>) {
    const original = globalThis.fetch.bind(globalThis);
    const paths = Object.values(calls).flat();
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(
        typeof input === 'string' || input instanceof URL ? input : input.url,
        window.location.href,
      );
      const path = paths.find((candidate) => url.pathname === `/api${candidate}`);
      const response = original(input, init);
      if (!path) return response;
      // A path may end before the answer is given: the page closes, the call is aborted.
      response.catch(() => {});
      return new Promise<Response>((resolve, reject) => {
        this.held.push({ path, response, resolve, reject });
      });
    });
  }

  /** Whether the page has a call to `path` waiting for its answer. */
  waiting(path: string) {
    return this.held.some((held) => held.path === path);
  }

  /** Hands the page the answer `event` stands for, after checking the server gave it;
   * returns the server's answer body (the last, for an actor that makes several calls). */
  async give(event: Event): Promise<unknown> {
    let given: unknown;
    const [, outcome, actor] = answerOf(event) ?? [];
    const paths = [this.calls[actor ?? '']].flat();
    if (!actor || paths[0] === undefined) throw new Error(`no API call for ${event.type}`);
    const taken = await Promise.all(
      paths.map((path) =>
        until(() => {
          const index = this.held.findIndex((held) => held.path === path);
          if (index < 0) throw new Error(`the page never called ${path} for ${event.type}`);
          return this.held.splice(index, 1)[0] as Held;
        }),
      ),
    );
    const error = (event.error ?? {}) as { status?: number; data?: { code?: string } };
    const code = error.data?.code;
    for (const held of taken) {
      const response = await held.response;
      if (outcome === 'error' && code === undefined && !(Number(error.status) < 500)) {
        // Not the server's refusal (each of those has a code): the network's failure.
        if (error.status === undefined) held.reject(new TypeError('Failed to fetch'));
        else held.resolve(gatewayFailure(error.status));
        continue;
      }
      // Read here, then handed on as it came: status, headers and the same body.
      const text = await response.text();
      const body = (text ? JSON.parse(text) : {}) as { code?: string };
      given = body;
      if (outcome === 'done' && !response.ok) {
        throw new Error(`${held.path} answered ${response.status} ${body.code}, not success`);
      }
      if (outcome === 'error' && (response.status !== error.status || body.code !== code)) {
        throw new Error(
          `${held.path} answered ${response.status} ${body.code}, not ${error.status} ${code}`,
        );
      }
      held.resolve(new Response(text, { status: response.status, headers: response.headers }));
    }
    return given;
  }
}

const gatewayFailure = (status: number) =>
  new Response(JSON.stringify({ detail: 'Bad gateway' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** What a path's screen needs between its steps: the app's router, the account in use. */
export interface World {
  router: AppRouter;
  answers: ServerAnswers;
  /** The account the path signs in with, registers or resets. */
  email: string;
  password: string;
  /** The id_token Google's button hands the page next. */
  googleCredential: string;
  /** The token the page should have stored, as far as the path knows (null: none). */
  token: string | null;
}

export type Snapshot<TMachine extends AnyStateMachine> = SnapshotFrom<TMachine>;

/**
 * A flow's screen table, beside its model spec: where the flow's screen opens, how each
 * user event is done on it, which API call each invoked actor makes, and what the screen
 * shows in each state the flow rests in.
 */
export interface FlowScreens<TMachine extends AnyStateMachine> {
  model: ModelSpec<TMachine>;
  /** The API path(s) each invoked actor calls (under /api), whose answers the path gives. */
  calls: Record<string, string | string[]>;
  /** Opens the flow's screen as the path's start says (seeding the account first). */
  open(start: ModelStart<TMachine>, world: World, path: ModelPath): Promise<void>;
  /** How the user does each user event; `answer` is the server answer the path gives next,
   * so the user can pick an account the server answers that way. */
  act: Record<string, (event: Event, world: World, answer: Event | undefined) => Promise<unknown>>;
  /** What the screen shows in each state (by name) a path rests in; throws when it does not. */
  shows: Record<string, (snapshot: Snapshot<TMachine>, world: World) => void>;
  /** What the path's world keeps of a server answer (e.g. the token it issued). */
  answered?: (event: Event, world: World, body: unknown) => void;
  /** Starts or steps the screens cannot take, and why: their paths are left out. */
  unreplayable?: (path: ModelPath) => string | null;
}

export interface ViewCoverage {
  flow: string;
  replayed: number;
  generated: number;
  subset: boolean;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
  left: Array<{ paths: number; why: string }>;
}

/**
 * The paths `npm run paths` generates for the model that the screens can take (the others
 * left out with the table's reason); past `limit`, a covering subset of them.
 */
export async function flowPaths(
  model: ModelSpec,
  unreplayable: (path: ModelPath) => string | null = () => null,
  limit = 25,
) {
  const generated = await walkEveryPath(model);
  const left = new Map<string, number>();
  const replayable = generated.walks.filter((path) => {
    const why = unreplayable(path);
    if (why) left.set(why, (left.get(why) ?? 0) + 1);
    return !why;
  });
  const subset = replayable.length > limit;
  const paths = subset ? coveringPaths(replayable) : replayable;
  return {
    generated,
    subset,
    left: [...left].map(([why, paths]) => ({ paths, why })),
    paths: paths.map((path) => generated.walks.indexOf(path) + 1),
  };
}

/** `editing`, or `access.checking` and `refresh.waiting` for a machine's parallel regions. */
function leafNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafNames(child).map((leaf) => `${key}.${leaf}`),
  );
}

/** Replays one generated path through the screens, checking the screen after every step. */
export async function replayPath<TMachine extends AnyStateMachine>(
  screens: FlowScreens<TMachine>,
  path: ModelPath,
  world: World,
) {
  const start = (screens.model.starts ?? [{ means: 'the flow starts' }]).find(
    (candidate) => candidate.means === path.start,
  ) as ModelStart<TMachine>;
  // The model runs beside the screen: the state each step must show is the model's.
  const model = createActor(start.machine ?? screens.model.machine, {
    input: start.input,
  }).start();
  const check = async (step: string) => {
    const snapshot = model.getSnapshot() as Snapshot<TMachine>;
    for (const name of leafNames((snapshot as AnyMachineSnapshot).value)) {
      const shows = screens.shows[name];
      if (!shows) throw new Error(`no screen row for state ${name}`);
      try {
        await until(() => shows(snapshot, world));
      } catch (error) {
        throw new Error(`${step}: the screen does not show ${name}: ${(error as Error).message}`);
      }
    }
  };
  await screens.open(start, world, path);
  await check(`start (${path.start})`);
  for (const [index, step] of path.steps.entries()) {
    if (answerOf(step.event)) {
      const body = await world.answers.give(step.event);
      screens.answered?.(step.event, world, body);
    } else {
      const act = screens.act[step.event.type];
      if (!act) throw new Error(`no user action for ${step.event.type}`);
      await act(step.event, world, path.steps[index + 1]?.event);
    }
    model.send(step.event as never);
    await check(`step ${index + 1} (${step.means})`);
  }
  model.stop();
}

/** Coverage of the model's states and transitions by the paths the screens replayed. */
export function viewCoverage(
  flow: string,
  generated: Awaited<ReturnType<typeof walkEveryPath>>,
  replayed: ModelPath[],
  subset: boolean,
  left: Array<{ paths: number; why: string }>,
): ViewCoverage {
  const count = (kind: 'states' | 'transitions') => {
    const reached = new Set(replayed.flatMap((path) => path.covers[kind]));
    const all = new Set(generated.walks.flatMap((path) => path.covers[kind]));
    const missing = [...all, ...generated[kind].missing].filter((key) => !reached.has(key));
    return {
      covered: generated[kind].total - missing.length,
      total: generated[kind].total,
      missing,
    };
  };
  return {
    flow,
    replayed: replayed.length,
    generated: generated.walks.length,
    subset,
    states: count('states'),
    transitions: count('transitions'),
    left,
  };
}

export function formatViewCoverage(coverage: ViewCoverage): string {
  const { states, transitions } = coverage;
  const which = coverage.subset
    ? `${coverage.replayed} of ${coverage.generated} paths (a covering subset of those the screens can take: the shortest path to each state, then each transition once)`
    : `${coverage.replayed} of ${coverage.generated} paths`;
  return [
    `${coverage.flow} through the views: ${which}, states ${states.covered}/${states.total}, transitions ${transitions.covered}/${transitions.total}`,
    ...coverage.left.map(({ paths, why }) => `  ${paths} left out (${why})`),
    ...[...states.missing, ...transitions.missing].map((key) => `  not reached: ${key}`),
  ].join('\n');
}

/**
 * One test per generated path (or per path of a covering subset), each replayed through the
 * real screens against the real server; then the view-level coverage, printed and checked:
 * all the model's states and transitions but `unreachable` (what no screen can take, and why).
 */
export function describeFlow<TMachine extends AnyStateMachine>(
  flow: string,
  screens: FlowScreens<TMachine>,
  unreachable: string[] = [],
) {
  describe(`${flow} through the screens`, async () => {
    const { generated, subset, paths, left } = await flowPaths(
      screens.model as ModelSpec,
      screens.unreplayable,
    );
    const replayed: ModelPath[] = [];
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });
    for (const number of paths) {
      const path = generated.walks[number - 1] as ModelPath;
      const last = path.steps.at(-1);
      it(`path ${number}: ${path.start}${last ? ` … ${last.means}` : ''}`, async () => {
        const world = { answers: new ServerAnswers(screens.calls) } as World;
        await replayPath(screens, path, world);
        replayed.push(path);
      });
    }
    it('reaches every state and transition of the model through the screens', () => {
      const coverage = viewCoverage(flow, generated, replayed, subset, left);
      console.info(formatViewCoverage(coverage));
      expect([...coverage.states.missing, ...coverage.transitions.missing]).toEqual(unreachable);
    });
  });
}
