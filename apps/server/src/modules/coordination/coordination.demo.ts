import type { CoordinationKind, NoticeKind } from '@arflow/domain/api/coordination';
import { guaranteeFee } from '@arflow/domain/guarantee-fee';
import { fundingReturn } from '@arflow/domain/partner-share';
import { GUARANTEE_NOTICE_WORKFLOW, PARTNER_NOTICE_WORKFLOW } from '@arflow/domain/workflows/partner-notice';
import { and, asc, inArray, notInArray, sql } from 'drizzle-orm';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { transactionFundingPartners } from '../funder-transactions/funder-transactions.tables.ts';
import { transactionReceivables, transactions } from '../transactions/transactions.tables.ts';
import {
  partnerNoticeArs,
  partnerNotices,
  partnerPrograms,
  partnerStructures,
} from './coordination.tables.ts';
import { noticeParts } from './notice-parts.ts';

/** Each kind of partner's programme: two versions (the first superseded), a structure for each. */
const PROGRAMS: [
  code: string,
  kind: CoordinationKind,
  versions: [limit: number, rate: number, share: number, structure: string][],
][] = [
  [
    'PTN01',
    'FUNDING',
    [
      [
        30_000_000_000,
        8.5,
        60,
        'Đối tác cấp 60% số tiền ứng trước, ARFlow cấp phần còn lại; hoàn vốn khi bên mua thanh toán',
      ],
      [
        50_000_000_000,
        8,
        70,
        'Đối tác cấp 70% số tiền ứng trước, ARFlow cấp phần còn lại; hoàn vốn khi bên mua thanh toán',
      ],
    ],
  ],
  [
    'PTN02',
    'GUARANTEE',
    [
      [10_000_000_000, 1.2, 80, 'Đối tác bảo lãnh 80% số tiền ứng trước; phí bảo lãnh trả theo gói'],
      [20_000_000_000, 1, 80, 'Đối tác bảo lãnh 80% số tiền ứng trước; phí bảo lãnh trả theo gói'],
    ],
  ],
  [
    'PTN03',
    'REFERRAL',
    [
      [0, 0.5, 0, 'Hoa hồng giới thiệu theo năm trên số tiền được cấp vốn'],
      [0, 0.6, 0, 'Hoa hồng giới thiệu theo năm trên số tiền được cấp vốn'],
    ],
  ],
];

/**
 * Demo coordination: a programme per kind of partner (funding PTN01, guarantee PTN02, referral
 * PTN03) with its history, and notices on the demo world's first reviewed transactions, in each
 * status the screens show: a funding request for partner1 to confirm, one applied with its
 * payment notice; a guarantee request waiting approval for partner2, one disbursed; a referral
 * commission notice and a termination notice for partner3.
 */
export async function seedDemoCoordination(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const by = world.userId('master');
  const shares = new Map<string, { rate: number; share: number }>();
  for (const [code, kind, versions] of PROGRAMS) {
    const ent_id = world.enterpriseId(code);
    for (const [i, [limit_amount, rate, share, structure]] of versions.entries()) {
      const active = i === versions.length - 1;
      const [p] = await tx
        .insert(partnerPrograms)
        .values({
          ent_id,
          kind,
          version: i + 1,
          limit_amount,
          rate,
          payment_type: 1,
          effective_from: active ? '2026-07-01' : '2026-01-01',
          status: active ? 'ACTIVE' : 'SUPERSEDED',
          created_by: by,
          created_at: now,
        })
        .returning({ id: partnerPrograms.id });
      await tx.insert(partnerStructures).values({
        ent_id,
        program_id: p!.id,
        kind,
        version: 1,
        structure,
        partner_share: share,
        created_by: by,
        created_at: now,
      });
      if (active) shares.set(code, { rate, share });
    }
  }

  const trans = await tx
    .select({ id: transactions.id, code: transactions.trans_code, date: transactions.transaction_date })
    .from(transactions)
    .where(
      and(
        notInArray(transactions.status, ['DRAFT', 'DOCUMENTS_UPLOADED', 'CONTRACTS_CONFIRMED']),
        inArray(
          transactions.id,
          sql`(SELECT ${transactionReceivables.trans_id} FROM ${transactionReceivables} WHERE ${transactionReceivables.advance} > 0)`,
        ),
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(3);
  if (trans.length < 3) return;
  const [t1, t2, t3] = trans as [(typeof trans)[number], (typeof trans)[number], (typeof trans)[number]];
  const notices: [code: string, kind: NoticeKind, t: typeof t1 | null, path: string[]][] = [
    ['PTN01', 'FUNDING_REQUEST', t1, ['create']],
    ['PTN01', 'FUNDING_REQUEST', t2, ['create', 'confirm']],
    ['PTN01', 'FUNDING_PAYMENT', t2, ['create']],
    ['PTN02', 'GUARANTEE_REQUEST', t3, ['create']],
    ['PTN02', 'GUARANTEE_REQUEST', t2, ['create', 'approve', 'disburse']],
    ['PTN02', 'GUARANTEE_PAYMENT', t2, ['create', 'confirm']],
    ['PTN03', 'REFERRAL_PAYMENT', t2, ['create']],
    ['PTN03', 'REFERRAL_TERMINATION', null, ['create']],
  ];
  for (const t of [t1, t2])
    await tx
      .insert(transactionFundingPartners)
      .values({ trans_id: t.id, partner_id: world.enterpriseId('PTN01'), selected_by: by, selected_at: now })
      .onConflictDoNothing();
  // The request each payment notice pays (decision 0097): the last one of the partner on that transaction.
  const requests = new Map<string, number>();
  for (const [code, kind, t, path] of notices) {
    const { rate, share } = shares.get(code)!;
    const parts = t && kind !== 'REFERRAL_PAYMENT' ? await noticeParts(tx, t.id, share || 100) : [];
    const amount = parts.reduce((s, a) => s + a.amount, 0) || 25_000_000;
    const start = t?.date ?? '2026-11-02';
    // ISO dates sort as text: the latest due date, or the start when it is later.
    const end = [start, ...parts.map((a) => a.due_date)].sort().at(-1)!;
    const charge = kind.startsWith('GUARANTEE')
      ? guaranteeFee({ guaranteedAmount: amount, feeRatePerYear: rate, from: start, to: end }).total
      : kind === 'FUNDING_PAYMENT'
        ? fundingReturn(amount, rate, start, end).total
        : 0;
    const pair = `${code}:${t?.id}`;
    const workflow = kind === 'GUARANTEE_REQUEST' ? GUARANTEE_NOTICE_WORKFLOW : PARTNER_NOTICE_WORKFLOW;
    const [id] = await seedThroughWorkflow(tx, {
      table: partnerNotices,
      workflow: workflow as typeof PARTNER_NOTICE_WORKFLOW,
      by,
      now,
      records: [
        {
          values: {
            ent_id: world.enterpriseId(code),
            kind,
            trans_id: t?.id ?? null,
            trans_code: t?.code ?? null,
            amount,
            charge,
            start_date: start,
            end_date: end === start ? null : end,
            source_id: kind.endsWith('_PAYMENT') ? (requests.get(pair) ?? null) : null,
          },
          path: path as never,
        },
      ],
    });
    if (kind.endsWith('_REQUEST')) requests.set(pair, id!);
    if (parts.length > 0 && kind !== 'REFERRAL_TERMINATION')
      await tx.insert(partnerNoticeArs).values(
        parts.map((a) => ({
          notice_id: id!,
          inv_no: a.inv_no,
          ar_amount: a.ar_amount,
          amount: a.amount,
          due_date: a.due_date,
        })),
      );
  }
}
