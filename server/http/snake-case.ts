// The API speaks snake_case (SPEC.md's fields: expected_goals, client_id…) while the analysis
// code is camelCase; this converts a computed result at the edge, and its type says exactly
// what comes out, so tsc checks it against the contracts/ types.

type SnakeKey<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeKey<Tail>}`
  : S;

export type SnakeCased<T> = T extends readonly (infer U)[]
  ? SnakeCased<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: SnakeCased<T[K]> }
    : T;

export function snakeKey<S extends string>(key: S): SnakeKey<S> {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeKey<S>;
}

/** A deep copy of plain data with every object key in snake_case. */
export function toSnakeCase<T>(value: T): SnakeCased<T> {
  if (Array.isArray(value)) return value.map(toSnakeCase) as SnakeCased<T>;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) out[snakeKey(key)] = toSnakeCase(v);
    return out as SnakeCased<T>;
  }
  return value as SnakeCased<T>;
}
