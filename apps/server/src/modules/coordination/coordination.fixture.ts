import { GUARANTEE_NOTICE_WORKFLOW, PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import type { Db } from '../../platform/db/client.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import {
  partnerNoticeArs,
  partnerNotices,
  partnerPrograms,
  partnerStructures,
} from './coordination.tables.ts';

/**
 * The scoping matrix's records of one company (platform/modules/module.ts): a funding programme
 * with its structure, a funding request awaiting the partner (`id`) and a guarantee request
 * awaiting approval (`guarantee_id`), each covering one receivable.
 */
export async function scopingRecord(db: Db, ownerId: number) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [p] = await tx
      .insert(partnerPrograms)
      .values({
        ent_id: ownerId,
        kind: 'FUNDING',
        version: 1 + Math.floor(Math.random() * 1e9),
        limit_amount: 1_000_000_000,
        rate: 8,
        payment_type: 1,
        effective_from: '2026-01-01',
        status: 'ACTIVE',
        created_at: now,
      })
      .returning({ id: partnerPrograms.id });
    await tx.insert(partnerStructures).values({
      ent_id: ownerId,
      program_id: p!.id,
      kind: 'FUNDING',
      version: 1,
      structure: 'Đối tác cấp 70%',
      partner_share: 70,
      created_at: now,
    });
    const values = {
      ent_id: ownerId,
      trans_code: 'GD-KIEM-THU',
      amount: 70_000_000,
      start_date: '2026-11-02',
      end_date: '2027-01-31',
    };
    const [id] = await seedThroughWorkflow(tx, {
      table: partnerNotices,
      workflow: PARTNER_NOTICE_WORKFLOW,
      by: null as never,
      now,
      records: [{ values: { ...values, kind: 'FUNDING_REQUEST' }, path: ['create'] }],
    });
    const [guarantee] = await seedThroughWorkflow(tx, {
      table: partnerNotices,
      workflow: GUARANTEE_NOTICE_WORKFLOW,
      by: null as never,
      now,
      records: [{ values: { ...values, kind: 'GUARANTEE_REQUEST' }, path: ['create'] }],
    });
    await tx.insert(partnerNoticeArs).values(
      [id!, guarantee!].map((notice_id) => ({
        notice_id,
        inv_no: 'HD-KIEM-THU',
        ar_amount: 100_000_000,
        amount: 70_000_000,
        due_date: '2027-01-31',
      })),
    );
    return {
      id: String(id),
      guarantee_id: String(guarantee),
      partner_id: String(ownerId),
      notice_id: String(id),
      // Path words, not records: the partner-payment list's entity type, the payment-method kind.
      ent_type: 'corporate',
      type: 'FUNDING',
    };
  });
}
