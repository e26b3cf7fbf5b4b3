import { addDays } from '@arflow/domain/dates';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import {
  buyerCreditAssignments,
  buyerCreditSetups,
  buyerDebtSettings,
  buyerMaturities,
  buyerSupplierRates,
} from './credit-buyer.tables.ts';

/** The terms of a demo programme: 5 billion VND, model 1, a year from the seed's day. */
export function demoTerms(today: string) {
  return {
    credit_limit: 5_000_000_000,
    credit_rate: 9.5,
    funding_limit: 3_000_000_000,
    guarantee_limit: 1_000_000_000,
    platform_rate: 1.2,
    interest_rate: 11.75,
    expiry_date: addDays(today, 365),
    transaction_structure: 1,
    bank_loan_interest: 8.5,
    guarantee_fee: 0.8,
    standard_limit: 3_500_000_000,
    early_payment_limit: 1_500_000_000,
    max_funding_ratio: 80,
    validity_months: 12,
    ar_term_min: 15,
    ar_term_max: 120,
    ar_value_min: 10_000_000,
    ar_value_max: 2_000_000_000,
    supplier_lifetime_months: 12,
    trading_frequency_min: 2,
    trading_volume_min: 100_000_000,
    supplier_limit_min: 50_000_000,
    supplier_limit_max: 1_000_000_000,
  };
}

/**
 * BUY01 (buyer1) has an activated programme proposed by creditofficer, approved and activated
 * by camanager (its used amounts are what the demo transactions draw), its debt terms and confirmed maturity terms with
 * SUP01's rate; BUY02 (buyer2) a version creditofficer proposed, waiting for approval.
 */
export async function seedDemoCreditBuyer({ tx, now, enterpriseId, userId }: DemoWorld): Promise<void> {
  const officer = userId('creditofficer');
  const manager = userId('camanager');
  const today = now.toISOString().slice(0, 10);
  const stamp = { created_at: now, updated_at: now };
  const [active, pending] = await tx
    .insert(buyerCreditSetups)
    .values([
      {
        ...demoTerms(today),
        ent_id: enterpriseId('BUY01'),
        version: 1,
        status: 'ACTIVATED' as const,
        // Nothing typed in: the demo transactions signed on BUY01 draw its early-payment limit.
        standard_used: 0,
        early_payment_used: 0,
        activated_at: now,
        created_by: officer,
        updated_by: manager,
        ...stamp,
      },
      {
        ...demoTerms(today),
        credit_limit: 3_000_000_000,
        standard_limit: 2_000_000_000,
        early_payment_limit: 1_000_000_000,
        funding_limit: 2_000_000_000,
        supplier_limit_max: 800_000_000,
        transaction_structure: 2,
        ent_id: enterpriseId('BUY02'),
        version: 1,
        status: 'PENDING' as const,
        created_by: officer,
        updated_by: officer,
        ...stamp,
      },
    ])
    .returning({ id: buyerCreditSetups.id });
  const row = (id: number, action: string, from: string | null, to: string, actor: number) => ({
    entity: 'buyer_credit_setup',
    entityId: String(id),
    action,
    fromStatus: from,
    toStatus: to,
    actorId: actor,
    createdAt: now,
  });
  const [maturity] = await tx
    .insert(buyerMaturities)
    .values({
      ent_id: enterpriseId('BUY01'),
      version: 1,
      term_unit: 2,
      payment_term: 90,
      max_extension: 30,
      note: 'Thanh toán trong 90 ngày kể từ ngày hóa đơn',
      status: 'CONFIRMED',
      requested_by: officer,
      created_by: officer,
      updated_by: manager,
      ...stamp,
    })
    .returning({ id: buyerMaturities.id });
  await tx
    .insert(statusHistory)
    .values([
      row(active!.id, 'SETUP', null, 'PENDING', officer),
      row(active!.id, 'APPROVE', 'PENDING', 'APPLIED', manager),
      row(active!.id, 'ACTIVATE', 'APPLIED', 'ACTIVATED', manager),
      row(pending!.id, 'SETUP', null, 'PENDING', officer),
      { ...row(maturity!.id, 'SETUP', null, 'DRAFT', officer), entity: 'buyer_maturity' },
      { ...row(maturity!.id, 'REQUEST', 'DRAFT', 'REQUESTED', officer), entity: 'buyer_maturity' },
      { ...row(maturity!.id, 'CONFIRM', 'REQUESTED', 'CONFIRMED', manager), entity: 'buyer_maturity' },
    ]);
  await tx.insert(buyerSupplierRates).values({
    maturity_id: maturity!.id,
    sup_id: enterpriseId('SUP01'),
    discount_rate: 10.5,
    max_payment_ratio: 80,
  });
  await tx.insert(buyerDebtSettings).values({
    ent_id: enterpriseId('BUY01'),
    grace_days: 5,
    bad_debt_days: 90,
    late_payment_rate: 150,
    overdue_type1_rate: 0.066,
    overdue_type2_rate: 0.1,
    created_by: officer,
    updated_by: officer,
    ...stamp,
  });
  await tx.insert(buyerCreditAssignments).values(
    ['BUY01', 'BUY02'].map((code) => ({
      ent_id: enterpriseId(code),
      user_id: officer,
      updated_by: manager,
      updated_at: now,
    })),
  );
}
