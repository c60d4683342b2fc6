import pg from 'pg';

/** Rows in each table of a schema, read with the schema's own login. */
export type RowCounts = Record<string, number>;

export async function rowCounts(connectionString: string, schema: string): Promise<RowCounts> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables
        where table_schema = $1 and table_type = 'BASE TABLE' order by table_name`,
      [schema],
    );
    const counts: RowCounts = {};
    for (const { table_name: table } of tables.rows) {
      const result = await client.query<{ rows: number }>(
        `select count(*)::int as rows from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)}`,
      );
      counts[table] = result.rows[0]?.rows ?? 0;
    }
    return counts;
  } finally {
    await client.end();
  }
}

/** Tables that hold more rows in `after` than in `before`, as `table: before → after`. */
export function grownTables(before: RowCounts, after: RowCounts): string[] {
  return Object.entries(after)
    .filter(([table, rows]) => rows > (before[table] ?? 0))
    .map(([table, rows]) => `${table}: ${before[table] ?? 0} → ${rows}`);
}
