import type { SampleItem } from '@arflow/domain/api/sample';
import type { samples } from './sample.tables.ts';

export type SampleRow = typeof samples.$inferSelect;

/** A row as the API answers it: snake_case fields, rate as a number, moments as ISO strings. */
export function toSampleItem(row: SampleRow): SampleItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    phone: row.phone,
    amount: row.amount,
    rate: Number(row.rate),
    effective_date: row.effectiveDate,
    description: row.description,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
