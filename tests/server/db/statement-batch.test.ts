import { describe, expect, it } from 'vitest';
import { statementBatch } from '../../../server/db/statement-batch';

describe('statementBatch', () => {
  it('runs the calls made together as one batch, each getting its own result', async () => {
    const batches: number[][] = [];
    const double = statementBatch(
      async (items: number[]) => {
        batches.push(items);
        return items.map((n) => n * 2);
      },
      (n) => String(n),
    );
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('collects the calls made while a batch runs into the next one', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const echo = statementBatch(
      async (items: number[]) => {
        batches.push(items);
        if (batches.length === 1) await held;
        return items;
      },
      (n) => String(n),
    );
    const first = echo(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [echo(2), echo(3)];
    release();
    expect(await Promise.all([first, ...later])).toEqual([1, 2, 3]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('puts a second item with the same key in the next batch, in the order asked', async () => {
    const batches: string[][] = [];
    const write = statementBatch(
      async (items: Array<{ chat: string; text: string }>) => {
        batches.push(items.map((item) => item.text));
        return items.map((item) => item.text);
      },
      (item) => item.chat,
    );
    await Promise.all([
      write({ chat: 'a', text: 'a1' }),
      write({ chat: 'b', text: 'b1' }),
      write({ chat: 'a', text: 'a2' }),
    ]);
    expect(batches).toEqual([['a1', 'b1'], ['a2']]);
  });

  it('fails only the bad item of a failing batch', async () => {
    const check = statementBatch(
      async (items: number[]) => {
        if (items.includes(13)) throw new Error('unlucky');
        return items;
      },
      (n) => String(n),
    );
    const results = await Promise.allSettled([check(1), check(13), check(2)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 1 });
    expect(results[1]).toMatchObject({ reason: new Error('unlucky') });
  });
});
