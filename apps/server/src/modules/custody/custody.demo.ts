import type { CustodyDocType } from '@arflow/domain/api/custody';
import type { CustodyAction } from '@arflow/domain/workflows/custody';
import { CUSTODY_WORKFLOW } from '@arflow/domain/workflows/custody';
import { asc } from 'drizzle-orm';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { transactions } from '../transactions/transactions.tables.ts';
import { custodyDocuments } from './custody.tables.ts';

const TYPES: { type: CustodyDocType; name: string }[] = [
  { type: 'CONTRACT', name: 'Hợp đồng mua bán' },
  { type: 'INVOICE', name: 'Hóa đơn GTGT' },
  { type: 'DELIVERY', name: 'Biên bản giao nhận hàng' },
  { type: 'DEBT_SALE', name: 'Hợp đồng mua bán nợ' },
];

/** Each demo document's life, so every tab and status of the screen has rows to show. */
const PATHS: readonly (readonly CustodyAction[])[] = [
  ['create'],
  ['create', 'receive'],
  ['create', 'receive', 'assign_authority'],
  ['create', 'receive', 'assign_holder'],
  ['create', 'receive', 'request'],
  ['create', 'receive', 'damage'],
  ['create', 'receive', 'lose'],
  ['create', 'receive', 'assign_holder', 'return'],
];

/**
 * Documents of the first demo transactions, one life of PATHS each in turn: missing, in the vault,
 * authorised, held by the credit manager until a return date, asked for, damaged, lost and one
 * returned two working days late.
 */
export async function seedCustody({ tx, now, userId }: DemoWorld): Promise<void> {
  const trades = await tx
    .select({ id: transactions.id, ent_id: transactions.ent_id, code: transactions.trans_code })
    .from(transactions)
    .orderBy(asc(transactions.id))
    .limit(6);
  const holder = userId('camanager');
  const records = trades.flatMap((t, ti) =>
    TYPES.map((k, ki) => {
      const path = PATHS[(ti * TYPES.length + ki) % PATHS.length]!;
      const has = (a: CustodyAction) => path.includes(a);
      return {
        path,
        values: {
          ent_id: t.ent_id,
          trans_id: t.id,
          doc_type: k.type,
          doc_name: `${k.name} - ${t.code}`,
          unit_code: `KE-${String.fromCharCode(65 + ti)}${ki + 1}/HOP-${String(ti * 4 + ki + 1).padStart(2, '0')}`,
          note: null,
          holder_id: has('assign_holder') && !has('return') ? holder : null,
          return_date: has('assign_holder') ? '2026-12-18' : null,
          returned_on: has('return') ? '2026-12-22' : null,
          return_timing: has('return') ? ('LATE' as const) : null,
          authority_id: has('assign_authority') ? userId('master') : null,
          requested_by: has('request') ? userId('crm') : null,
          requested_at: has('request') ? now : null,
          request_note: has('request') ? 'Cần bản gốc để đối chiếu với bên mua' : null,
        },
      };
    }),
  );
  await seedThroughWorkflow(tx, {
    table: custodyDocuments,
    workflow: CUSTODY_WORKFLOW,
    by: userId('master'),
    now,
    records,
  });
}
