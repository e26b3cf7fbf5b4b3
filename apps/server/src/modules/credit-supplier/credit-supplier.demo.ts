import { financialYears } from '@arflow/domain/credit-assessment';
import { addDays, todayIn } from '@arflow/domain/dates';
import type { SupplierCreditStatus } from '@arflow/domain/statuses/supplier-credit';
import { SUPPLIER_CREDIT_WORKFLOW } from '@arflow/domain/workflows/supplier-credit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { storeSampleDocument } from '../../platform/files/sample-document.ts';
import type { FileStore } from '../../platform/files/store.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { enterpriseLegalRecords } from '../enterprises/company.tables.ts';
import { supplierCreditDocuments, supplierCredits, supplierFinancials } from './credit-supplier.tables.ts';

/** The financial statements of the last 4 years, so the supplier may apply (spec §9). */
export async function storeFinancials(
  db: DbOrTx,
  store: FileStore,
  entId: number,
  today: string,
  by: number | null = null,
) {
  for (const year of financialYears(today)) {
    const file_id = await storeSampleDocument(db, store, entId, `BCTC ${year}.pdf`);
    await db
      .insert(supplierFinancials)
      .values({ ent_id: entId, year, file_id, updated_by: by, updated_at: new Date() })
      .onConflictDoNothing();
  }
}

interface DemoCredit {
  sup: string;
  buy: string;
  status: SupplierCreditStatus;
  /** Days before today the file reached the funder. */
  receivedDaysAgo: number;
  applied: [limit: number, rate: number];
  terms?: [limit: number, rate: number, ratio: number];
  addDoc?: string;
  /** The timeline: [action, from, to, who]. */
  steps: [string, SupplierCreditStatus | null, SupplierCreditStatus, string][];
}

/**
 * supplier1 trades under an approved credit with buyer1; supplier2 waits for two assessments
 * (one past its 5-working-day deadline); indsupplier1 has a request for documents to answer.
 */
const CREDITS: DemoCredit[] = [
  {
    sup: 'SUP01',
    buy: 'BUY01',
    status: 'APPROVED',
    receivedDaysAgo: 40,
    applied: [3_000_000_000, 9.5],
    terms: [2_500_000_000, 9.8, 80],
    steps: [
      ['APPLY', null, 'ASSESSING', 'supplier1'],
      ['APPROVE', 'ASSESSING', 'OFFERED', 'camanager'],
      ['CONFIRM', 'OFFERED', 'APPROVED', 'supplier1'],
    ],
  },
  {
    sup: 'SUP02',
    buy: 'BUY01',
    status: 'ASSESSING',
    receivedDaysAgo: 12,
    applied: [1_500_000_000, 10.5],
    steps: [['APPLY', null, 'ASSESSING', 'supplier2']],
  },
  {
    sup: 'SUP02',
    buy: 'BUY02',
    status: 'ASSESSING',
    receivedDaysAgo: 1,
    applied: [800_000_000, 11],
    steps: [['APPLY', null, 'ASSESSING', 'supplier2']],
  },
  {
    sup: 'IND01',
    buy: 'BUY01',
    status: 'ADD_DOC',
    receivedDaysAgo: 3,
    applied: [300_000_000, 12],
    addDoc: 'Bổ sung sao kê tài khoản ngân hàng 6 tháng gần nhất',
    steps: [
      ['APPLY', null, 'ASSESSING', 'indsupplier1'],
      ['REQUEST_DOCS', 'ASSESSING', 'ADD_DOC', 'creditofficer'],
    ],
  },
];

export async function seedDemoCredits({ tx, now, enterpriseId, userId, files }: DemoWorld): Promise<void> {
  const today = todayIn(undefined, now);
  if (files)
    for (const code of new Set(CREDITS.map((c) => c.sup)))
      await storeFinancials(tx, files, enterpriseId(code), today);
  for (const c of CREDITS) {
    const entId = enterpriseId(c.sup);
    const by = userId(c.steps[0]![3]);
    const [row] = await tx
      .insert(supplierCredits)
      .values({
        ent_id: entId,
        buy_id: enterpriseId(c.buy),
        applied_total_limit: c.applied[0],
        applied_discount_rate: c.applied[1],
        total_limit: c.terms?.[0] ?? null,
        discount_rate: c.terms?.[1] ?? null,
        max_payment_ratio: c.terms?.[2] ?? null,
        status: c.status,
        add_doc_request: c.addDoc ?? null,
        assignee_id: userId('creditofficer'),
        received_on: addDays(today, -c.receivedDaysAgo),
        created_by: by,
        updated_by: by,
        created_at: now,
        updated_at: now,
      })
      .returning({ id: supplierCredits.id });
    await tx.insert(statusHistory).values(
      c.steps.map(([action, from, to, who]) => ({
        entity: SUPPLIER_CREDIT_WORKFLOW.entity,
        entityId: String(row!.id),
        action,
        fromStatus: from,
        toStatus: to,
        reason: action === 'REQUEST_DOCS' ? (c.addDoc ?? null) : null,
        actorId: userId(who),
        createdAt: now,
      })),
    );
    // The supplier's legal records the demo world already holds stand for the attached papers.
    const records = await tx
      .select({ id: enterpriseLegalRecords.id })
      .from(enterpriseLegalRecords)
      .where(
        and(
          eq(enterpriseLegalRecords.ent_id, entId),
          inArray(enterpriseLegalRecords.status, ['PENDING', 'APPROVED']),
        ),
      )
      .orderBy(asc(enterpriseLegalRecords.id))
      .limit(2);
    if (records.length > 0)
      await tx.insert(supplierCreditDocuments).values(
        records.map((r) => ({
          credit_id: row!.id,
          record_id: r.id,
          kind: 'APPLICATION' as const,
          created_by: by,
          created_at: now,
        })),
      );
  }
}
