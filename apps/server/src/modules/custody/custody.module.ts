import type { CustodyForm } from '@arflow/domain/api/custody';
import { defineModule } from '../../platform/modules/module.ts';
import { createTransaction } from '../transactions/index.ts';
import { seedCustody } from './custody.demo.ts';
import { custodyRoutes } from './custody.routes.ts';
import { custodyDocuments } from './custody.tables.ts';

/** Document storage: the originals the funder keeps for each transaction (spec §2, §3, §4, §7, §9). */
export const custodyModule = defineModule({
  name: 'custody',
  routes: custodyRoutes,
  seedDemo: seedCustody,
  // The fixture's document is complete (in the vault), which these actions do not start from or
  // need a staff member's id the fixture cannot know; custody.int.test.ts calls each of them.
  unscoped: {
    'POST /api/document-storage/:id/receive': 'starts from missing (0); the fixture is complete (1)',
    'POST /api/document-storage/:id/recover': 'starts from lost (3); the fixture is complete (1)',
    'POST /api/document-storage/:id/assign-holder': 'needs an active funder staff member as holder_id',
    'POST /api/document-storage/:id/assign-authority': 'needs an active funder staff member as authority_id',
  },
  scoping: {
    async record(db, ownerId) {
      const trade = await createTransaction(db, { supId: ownerId, buyId: ownerId, status: 'COMPLETED' });
      const now = new Date();
      const [row] = await db
        .insert(custodyDocuments)
        .values({
          ent_id: ownerId,
          trans_id: trade.id,
          doc_type: 'CONTRACT',
          doc_name: 'Hợp đồng kiểm thử',
          unit_code: 'KE-T1',
          status: 1,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: custodyDocuments.id });
      return { id: String(row!.id), trans_id: String(trade.id) };
    },
    body(route) {
      if (route.startsWith('POST /api/document-storage/form'))
        return {
          trans_id: 1,
          doc_type: 'CONTRACT',
          doc_name: 'Hồ sơ',
          unit_code: 'KE-1',
          note: null,
        } satisfies CustodyForm;
      if (route.endsWith('/assign-holder')) return { holder_id: 1, return_date: '2026-12-18' };
      if (route.endsWith('/assign-authority')) return { authority_id: 1 };
      if (route.endsWith('/request')) return { note: 'Cần bản gốc' };
      if (route.startsWith('POST /api/document-storage/thresholds'))
        return { scan_check: 0, original_check: 1, collateral_registration: 2, price_list: 3 };
      if (route.startsWith('POST /api/document-storage/')) return { reason: 'Kiểm thử' };
      return undefined;
    },
  },
});
