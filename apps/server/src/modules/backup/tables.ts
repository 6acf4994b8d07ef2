import type pg from 'pg';

/** A table of the app's schema, with the columns a backup copies (generated ones are left out). */
export type TableInfo = { name: string; columns: string[] };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The app's tables (schema `public`), each after every table it refers to, so rows can be put
 * back in this order with every foreign key already satisfied.
 */
export async function appTables(client: pg.PoolClient | pg.Client): Promise<TableInfo[]> {
  const tables = await client.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const columns = await client.query<{ table: string; column: string }>(
    `select table_name as table, column_name as column from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
      order by table_name, ordinal_position`,
  );
  const references = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"(.*)"$/, '$1').replaceAll('""', '"');
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references.rows) {
    const set = parents.get(unquote(child)) ?? new Set<string>();
    set.add(unquote(parent));
    parents.set(unquote(child), set);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (name: string, path: Set<string>) => {
    if (placed.has(name)) return;
    if (path.has(name)) throw new Error(`The tables refer to each other in a circle (${name})`);
    path.add(name);
    for (const parent of parents.get(name) ?? []) visit(parent, path);
    path.delete(name);
    placed.add(name);
    ordered.push(name);
  };
  for (const { name } of tables.rows) visit(name, new Set());
  return ordered.map((name) => ({
    name,
    columns: columns.rows.filter((c) => c.table === name).map((c) => c.column),
  }));
}
