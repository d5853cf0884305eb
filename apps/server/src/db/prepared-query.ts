import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database.ts';

/** Stands for a value in a query built once; no real value looks like it. */
const placeholder = (name: string) => `\u0000prepared:${name}`;

/**
 * A query Kysely builds and compiles once, then runs with each call's values. Building a query
 * (its immutable tree, the camelCase mapping, the SQL text) costs more than SQLite takes to
 * answer a small read by key: this is for the reads every signed-in request makes.
 *
 * `build` gets placeholders for the values (strings; one per name) and returns the query; each
 * placeholder stands alone as a value (`where(col, '=', value)`), never inside another string.
 */
export function preparedQuery<Name extends string, Row>(
  db: Db,
  names: readonly Name[],
  build: (values: Record<Name, string>) => Compilable<Row>,
) {
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholder(name)]));
  const compiled: CompiledQuery<Row> = build(placeholders as Record<Name, string>).compile();
  const slots = compiled.parameters.map((parameter) =>
    names.find((name) => parameter === placeholder(name)),
  );
  if (new Set(slots.filter(Boolean)).size !== names.length)
    throw new Error(`preparedQuery: each of ${names.join(', ')} must be a value of the query`);
  return async (values: Record<Name, string>) => {
    const parameters = compiled.parameters.map((parameter, i) => {
      const name = slots[i];
      return name === undefined ? parameter : values[name];
    });
    const { rows } = await db.executeQuery<Row>({ ...compiled, parameters });
    return rows;
  };
}
