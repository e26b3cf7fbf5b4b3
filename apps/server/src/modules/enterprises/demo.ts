import type { BankSide } from '@arflow/domain/statuses/company';
import type { PartnerLeadStatus } from '@arflow/domain/statuses/partner';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { PARTNER_LEAD_WORKFLOW, type PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import { eq } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { enterpriseBanks, enterpriseNotes } from './company.tables.ts';
import { enterprises } from './enterprises.tables.ts';

/** One pipeline step of a demo company: the action, and the reason where the workflow needs one. */
export type DemoStep = [PartnerLeadAction, PartnerLeadStatus, string?];

/** The usual way from first contact to activation (spec §4). */
export const TO_REGISTERED: DemoStep[] = [
  ['agree_meet', 'AGREE_MEET'],
  ['persuade', 'PERSUADE'],
  ['agree_join', 'AGREE_JOIN'],
  ['collect', 'COLLECT'],
  ['submit_appraisal', 'WAIT_APPRAISAL'],
  ['review_documents', 'DOCUMENT_REVIEWING'],
  ['start_credit_review', 'CREDIT_REVIEW'],
  ['approve', 'REGISTERED'],
];
export const TO_ONBOARDED: DemoStep[] = [...TO_REGISTERED, ['onboard', 'ONBOARDED']];
export const TO_ACTIVATED: DemoStep[] = [...TO_ONBOARDED, ['activate', 'ACTIVATED']];

export interface DemoBank {
  bank_name: string;
  bank_branch: string;
  bank_account_number: string;
  bank_holder_name: string;
  designated?: boolean;
  side?: BankSide;
}

export interface DemoNote {
  kind: 'REPORT' | 'NOTE';
  title?: string;
  content: string;
  report_date?: string;
}

/**
 * Give a demo company its pipeline: the record's CREATE row, then one history row per step a day
 * apart (ending a day before `now`), and the final status on the company.
 */
export async function seedPipeline(
  world: DemoWorld,
  o: { entId: number; by: number; steps: readonly DemoStep[] },
): Promise<void> {
  const { tx, now } = world;
  const day = 24 * 3600 * 1000;
  const start = now.getTime() - (o.steps.length + 1) * day;
  const rows: (typeof statusHistory.$inferInsert)[] = [
    {
      entity: COMPANY_WORKFLOW.entity,
      entityId: String(o.entId),
      action: 'CREATE',
      toStatus: 'NEW',
      actorId: o.by,
      createdAt: new Date(start),
    },
  ];
  let from: PartnerLeadStatus = 'NEW';
  o.steps.forEach(([action, to, reason], i) => {
    rows.push({
      entity: PARTNER_LEAD_WORKFLOW.entity,
      entityId: String(o.entId),
      action: action.toUpperCase(),
      fromStatus: from,
      toStatus: to,
      actorId: o.by,
      reason: reason ?? null,
      createdAt: new Date(start + (i + 1) * day),
    });
    from = to;
  });
  await tx.insert(statusHistory).values(rows);
  await tx
    .update(enterprises)
    .set({ status: from, created_by: o.by, updated_by: o.by })
    .where(eq(enterprises.id, o.entId));
}

export async function seedBanks(
  tx: Tx,
  now: Date,
  by: number,
  entId: number,
  banks: readonly DemoBank[],
): Promise<void> {
  if (banks.length === 0) return;
  await tx.insert(enterpriseBanks).values(
    banks.map((b) => ({
      ...b,
      designated: b.designated ?? false,
      side: b.side ?? 'COUNTERPARTY',
      ent_id: entId,
      created_by: by,
      updated_by: by,
      created_at: now,
      updated_at: now,
    })),
  );
}

export async function seedNotes(
  tx: Tx,
  now: Date,
  by: number,
  entId: number,
  notes: readonly DemoNote[],
): Promise<void> {
  if (notes.length === 0) return;
  const day = 24 * 3600 * 1000;
  await tx.insert(enterpriseNotes).values(
    notes.map((n, i) => ({
      ent_id: entId,
      kind: n.kind,
      title: n.title ?? null,
      content: n.content,
      report_date: n.report_date ?? null,
      created_by: by,
      created_at: new Date(now.getTime() - (notes.length - i) * day),
    })),
  );
}

/** A new demo company (no users): the seed's own companies beside those of the core demo world. */
export async function insertDemoCompany(
  tx: Tx,
  now: Date,
  values: Omit<typeof enterprises.$inferInsert, 'created_at' | 'updated_at'>,
): Promise<number> {
  const [row] = await tx
    .insert(enterprises)
    .values({ ...values, created_at: now, updated_at: now })
    .returning({ id: enterprises.id });
  return row!.id;
}

/** Fill the registration fields of a core demo company. */
export async function enrichCompany(
  tx: Tx,
  entId: number,
  values: Partial<typeof enterprises.$inferInsert>,
): Promise<void> {
  await tx.update(enterprises).set(values).where(eq(enterprises.id, entId));
}
