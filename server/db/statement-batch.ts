/**
 * Group commit: calls made while an earlier batch is in flight are run together, as one
 * statement, by `run` (which answers one result per item, in order). PGlite runs statements
 * one at a time on the server's thread, so a hundred replies arriving together cost a few
 * statements, not a few hundred; on PostgreSQL it saves as many round trips. A batch holds at
 * most one item per `key` when one is given: a second one waits for the next batch (so the two
 * are written in the order they were asked). A failing batch is run again one item at a time, so one bad
 * item fails only its own call.
 */
export function statementBatch<Item, Result>(
  run: (items: Item[]) => Promise<Result[]>,
  key?: (item: Item) => string,
  maxItems = 500,
) {
  interface Call {
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Call[] = [];
  let running = false;

  const runOne = async (call: Call) => {
    try {
      const [result] = await run([call.item]);
      call.resolve(result as Result);
    } catch (error) {
      call.reject(error);
    }
  };

  async function flush() {
    const batch: Call[] = [];
    const later: Call[] = [];
    const keys = new Set<string>();
    for (const call of waiting) {
      const k = key?.(call.item);
      if (batch.length < maxItems && (k === undefined || !keys.has(k))) {
        if (k !== undefined) keys.add(k);
        batch.push(call);
      } else later.push(call);
    }
    waiting = later;
    try {
      const results = await run(batch.map((call) => call.item));
      for (const [i, call] of batch.entries()) call.resolve(results[i] as Result);
    } catch (error) {
      if (batch.length === 1) batch[0]?.reject(error);
      else for (const call of batch) await runOne(call);
    }
    if (waiting.length > 0) setImmediate(flush);
    else running = false;
  }

  return (item: Item): Promise<Result> =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) {
        running = true;
        // Calls made in the same turn of the event loop join the first batch.
        setImmediate(flush);
      }
    });
}
