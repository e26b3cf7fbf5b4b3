import * as drizzle from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { DbOrTx } from '../db/client.ts';
import type { ExportSink } from './export.ts';

// Exported by drizzle-orm's utils at run time, left out of its types (internal).
const { mapResultRow } = drizzle as unknown as {
  mapResultRow: (fields: unknown, row: unknown[], joinsNotNullableMap?: unknown) => unknown;
};

/** Rows fetched from the cursor at a time: a few hundred kB, whatever the list's size. */
const BATCH = 250;

/**
 * What Drizzle prepares for a select (its SQL, parameters, the result's field order and the
 * type parsers its columns expect). Drizzle has no public cursor API; `_prepare` and
 * `mapResultRow` are what its own `execute` uses, so a row read here is the row a page gets.
 * The export test compares every exported cell with the list's page, which keeps this honest
 * across Drizzle upgrades.
 */
interface Prepared {
  queryConfig: { text: string; types?: pg.CustomTypesConfig };
  params: unknown[];
  fields: unknown;
  joinsNotNullableMap?: Record<string, boolean>;
}

/**
 * Streams every row of `query` through `map` into `sink` from a server-side cursor on a
 * connection of the request's scope (the pool applies it, so row security holds), at constant
 * memory: a batch is read only once the previous one has left for the client.
 */
export async function streamRows<Row>(
  db: DbOrTx,
  query: PgSelect,
  map: (row: never) => Row | Promise<Row>,
  sink: ExportSink,
): Promise<void> {
  const pool = (db as DbOrTx & { $client?: pg.Pool }).$client;
  if (!pool?.connect) throw new Error('an export needs the request database, not a transaction');
  const prepared = (query as unknown as { _prepare(): Prepared })._prepare();
  const client = await pool.connect();
  const cursor = client.query(
    new Cursor(prepared.queryConfig.text, prepared.params, {
      rowMode: 'array',
      ...(prepared.queryConfig.types && { types: prepared.queryConfig.types }),
    }),
  );
  try {
    await sink.open();
    for (;;) {
      const rows = (await cursor.read(BATCH)) as unknown[][];
      if (rows.length === 0) break;
      for (const raw of rows) {
        const row = mapResultRow(prepared.fields, raw, prepared.joinsNotNullableMap);
        const mapped = map(row as never);
        sink.write((mapped instanceof Promise ? await mapped : mapped) as Record<string, unknown>);
      }
      await sink.drain();
    }
    await sink.close();
  } finally {
    await cursor.close().catch(() => {});
    client.release();
  }
}
