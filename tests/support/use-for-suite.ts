import { afterAll, beforeAll } from 'vitest';

/**
 * One resource (an app, a database, a fake service) for the describe block or file this is
 * called in: opened before its tests, closed after them. The returned object reads through
 * to the resource once it is open, so tests use it as the resource itself and the block
 * needs no `let` of its own; reading it before beforeAll has run throws.
 */
export function useForSuite<T extends object>(
  open: () => Promise<T>,
  close: (resource: T) => unknown,
  timeout?: number,
): T {
  let current: T | undefined;
  const opened = (): T => {
    if (!current) throw new Error('useForSuite: the resource is opened in beforeAll');
    return current;
  };
  beforeAll(async () => {
    current = await open();
  }, timeout);
  afterAll(async () => {
    if (current) await close(current);
  });
  return readThrough(opened);
}

/** An object that reads through to what `current()` gives at each read: a stand-in, made at
 * once, for a resource that exists only later (see useForSuite). */
export function readThrough<T extends object>(current: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => {
      const resource = current();
      const value = Reflect.get(resource, key);
      // Methods run on the resource itself (private fields, `this`); a class stays a class.
      return typeof value === 'function' && key !== 'constructor' ? value.bind(resource) : value;
    },
    set: (_, key, value) => Reflect.set(current(), key, value),
  });
}
