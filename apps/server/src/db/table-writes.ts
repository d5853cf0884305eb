import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

type Listener = () => void;

/** A table's name as the SQL has it (the CamelCasePlugin runs first): `twoFactor` → `two_factor`. */
const sqlNameOf = (table: string) =>
  table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** How instances tell each other of their writes (the realtime hub: Redis pub/sub). */
interface Relay {
  publish(ref: string): void;
  subscribe(ref: string, listener: Listener): () => void;
  /** Messages may have been missed (Redis came back). */
  onResync(listener: Listener): () => void;
}
const refOf = (table: string) => `table-written:${table}`;

/** The table a node names: a table, or a table with an alias. */
function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.kind === 'TableNode') return (node as unknown as TableNode).table.identifier.name;
  if (node.kind === 'AliasNode') return tableOf((node as unknown as { node: OperationNode }).node);
  return undefined;
}
interface TableNode {
  table: { identifier: { name: string } };
}

/** The tables a statement writes to; none for a read. */
function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableOf(node.into)].filter((table) => table !== undefined);
    case 'UpdateQueryNode':
      return [tableOf(node.table)].filter((table) => table !== undefined);
    case 'DeleteQueryNode':
      return node.from.froms.map(tableOf).filter((table) => table !== undefined);
    default:
      return [];
  }
}

/**
 * Tells the caches of this process when a statement writes to a table they copy: before it runs
 * and again when it is done, so a read that overlaps the write in any way is not kept (see
 * `cachedRead`). Every query built with the app's Kysely goes through it, Better Auth's
 * included. Other instances' writes arrive through `relay` when there is one; while it is away,
 * the caches' short lifetime covers them.
 */
export class TableWrites implements KyselyPlugin {
  readonly #listeners = new Map<string, Set<Listener>>();
  readonly #written = new WeakMap<object, string[]>();
  #relay: Relay | undefined;

  /** Calls `listener` around every write to one of `tables` (named as the code names them). */
  onWrite(tables: readonly string[], listener: Listener) {
    for (const table of tables.map(sqlNameOf)) {
      const listeners = this.#listeners.get(table) ?? new Set();
      if (!this.#listeners.has(table)) this.#listenTo(table);
      listeners.add(listener);
      this.#listeners.set(table, listeners);
    }
  }

  /** Tells the other instances of this one's writes, and this one of theirs. */
  relay(relay: Relay) {
    this.#relay = relay;
    for (const table of this.#listeners.keys()) this.#listenTo(table);
    relay.onResync(() => this.#tell([...this.#listeners.keys()]));
  }

  #listenTo(table: string) {
    this.#relay?.subscribe(refOf(table), () => this.#tell([table]));
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const tables = writtenTables(node).filter((table) => this.#listeners.has(table));
    if (tables.length) {
      this.#written.set(queryId, tables);
      this.#tell(tables);
    }
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#written.get(queryId);
    if (tables) {
      this.#tell(tables);
      for (const table of tables) this.#relay?.publish(refOf(table));
    }
    return result;
  }

  #tell(tables: string[]) {
    const listeners = new Set(tables.flatMap((table) => [...(this.#listeners.get(table) ?? [])]));
    for (const listener of listeners) listener();
  }
}
