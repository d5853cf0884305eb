import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Told of a write: `key` is the one value of the listener's key column the write is confined to
 * (`where user_id = …`, or the rows it inserts), or undefined when it may touch any.
 */
type Listener = (key?: string) => void;
interface Registration {
  listener: Listener;
  /** The column (as the code names it) whose value `key` reports; none: never a key. */
  keyColumn?: string;
}

/** A table's name as the SQL has it (the CamelCasePlugin runs first): `twoFactor` → `two_factor`. */
const sqlNameOf = (table: string) =>
  table.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** How instances tell each other of their writes (the realtime hub: Redis pub/sub). */
interface Relay {
  publish(ref: string): void;
  subscribe(ref: string, listener: () => void): () => void;
  /** Messages may have been missed (Redis came back). */
  onResync(listener: () => void): () => void;
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

interface ColumnLike {
  kind: string;
  column?: ColumnLike | { name: string };
  name?: string;
}
/** A column's name, from a reference (`answer.user_id`) or a bare column. */
function columnNameOf(node: ColumnLike | undefined): string | undefined {
  if (node?.kind === 'ReferenceNode') return columnNameOf(node.column as ColumnLike);
  if (node?.kind === 'ColumnNode') return (node.column as { name: string }).name;
  return undefined;
}

/** The value a condition pins `column` to (`column = 'x'`, alone or among ANDed ones). */
function pinnedValue(node: OperationNode, column: string): string | undefined {
  const parts = node as unknown as {
    left: OperationNode;
    right: OperationNode;
    node: OperationNode;
    leftOperand: ColumnLike;
    operator: { operator: string };
    rightOperand: { kind: string; value: unknown };
  };
  if (node.kind === 'AndNode')
    return pinnedValue(parts.left, column) ?? pinnedValue(parts.right, column);
  if (node.kind === 'ParensNode') return pinnedValue(parts.node, column);
  if (
    node.kind === 'BinaryOperationNode' &&
    parts.operator.operator === '=' &&
    columnNameOf(parts.leftOperand) === column &&
    parts.rightOperand.kind === 'ValueNode' &&
    typeof parts.rightOperand.value === 'string'
  )
    return parts.rightOperand.value;
  return undefined;
}

/** The one value of `column` a write is confined to; undefined when it may touch any. */
function keyOfWrite(node: RootOperationNode, column: string): string | undefined {
  if (node.kind === 'InsertQueryNode') {
    const index = node.columns?.findIndex((c) => c.column.name === column) ?? -1;
    if (index < 0 || node.values?.kind !== 'ValuesNode') return undefined;
    const rows = (node.values as unknown as { values: { kind: string; values: unknown[] }[] })
      .values;
    const keys = new Set(
      rows.map((row) => {
        const value = row.values[index] as { kind?: string; value?: unknown } | unknown;
        if (row.kind === 'PrimitiveValueListNode') return value;
        const valueNode = value as { kind?: string; value?: unknown };
        return valueNode.kind === 'ValueNode' ? valueNode.value : undefined;
      }),
    );
    const [key] = keys;
    return keys.size === 1 && typeof key === 'string' ? key : undefined;
  }
  if (node.kind === 'UpdateQueryNode' || node.kind === 'DeleteQueryNode')
    return node.where ? pinnedValue(node.where.where, column) : undefined;
  return undefined;
}

/**
 * Tells the caches of this process when a statement writes to a table they copy: before it runs
 * and again when it is done, so a read that overlaps the write in any way is not kept (see
 * `cachedRead`). Every query built with the app's Kysely goes through it, Better Auth's
 * included. Other instances' writes arrive through `relay` when there is one; while it is away,
 * the caches' short lifetime covers them.
 */
export class TableWrites implements KyselyPlugin {
  readonly #listeners = new Map<string, Set<Registration>>();
  readonly #written = new WeakMap<object, { tables: string[]; node: RootOperationNode }>();
  #relay: Relay | undefined;

  /**
   * Calls `listener` around every write to one of `tables` (named as the code names them), with
   * the value of the table's column in `keyColumns` the write is confined to, if any.
   */
  onWrite(
    tables: readonly string[],
    listener: Listener,
    keyColumns: Readonly<Record<string, string>> = {},
  ) {
    for (const table of tables) {
      const name = sqlNameOf(table);
      const listeners = this.#listeners.get(name) ?? new Set();
      if (!this.#listeners.has(name)) this.#listenTo(name);
      const keyColumn = keyColumns[table];
      listeners.add({ listener, ...(keyColumn && { keyColumn: sqlNameOf(keyColumn) }) });
      this.#listeners.set(name, listeners);
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
      this.#written.set(queryId, { tables, node });
      this.#tell(tables, node);
    }
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const written = this.#written.get(queryId);
    if (written) {
      this.#tell(written.tables, written.node);
      for (const table of written.tables) this.#relay?.publish(refOf(table));
    }
    return result;
  }

  /** Another instance's writes come without their rows: they may touch any key. */
  #tell(tables: string[], node?: RootOperationNode) {
    for (const table of tables)
      for (const { listener, keyColumn } of this.#listeners.get(table) ?? [])
        listener(node && keyColumn ? keyOfWrite(node, keyColumn) : undefined);
  }
}
