import type pg from 'pg';

/** The tables of the public schema (TypeORM's migrations table aside), each after those its foreign keys point at, with their columns. */
export async function tablesInLoadOrder(client: pg.ClientBase): Promise<{ name: string; columns: string[] }[]> {
  const { rows: tables } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> 'migrations'
     GROUP BY c.relname
     ORDER BY c.relname`,
  );
  const { rows: references } = await client.query<{ child: string; parent: string }>(
    `SELECT DISTINCT child.relname AS child, parent.relname AS parent
     FROM pg_constraint k
     JOIN pg_class child ON child.oid = k.conrelid
     JOIN pg_class parent ON parent.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = child.relnamespace
     WHERE k.contype = 'f' AND n.nspname = 'public' AND child.oid <> parent.oid`,
  );
  const parents = new Map(tables.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered: { name: string; columns: string[] }[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(({ name }) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)));
    // Two tables pointing at each other could be loaded in no order: a schema change would have to say how.
    if (ready.length === 0)
      throw new Error(
        `The foreign keys of these tables form a cycle: ${tables
          .filter(({ name }) => !placed.has(name))
          .map(({ name }) => name)
          .join(', ')}`,
      );
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}
