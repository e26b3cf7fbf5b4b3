import type { DemoWorld } from '../../platform/modules/module.ts';
import { buyerSuppliers, eligibilityCriteria } from './eligibility.tables.ts';

/**
 * BUY01's eligibility: the funder's and the buyer's filters, two eligible suppliers (SUP01,
 * IND01), one ineligible (SUP02 buys too rarely) and one blacklisted (SUP03).
 */
export async function seedDemoEligibility(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const buyId = world.enterpriseId('BUY01');
  const ca = world.userId('camanager');
  const buyer = world.userId('buyer1');
  const none = {
    ar_term_min: null,
    ar_term_max: null,
    ar_value_min: null,
    ar_value_max: null,
    supplier_lifetime_min: null,
    trading_frequency_min: null,
    trading_volume_min: null,
    supplier_limit_min: null,
    supplier_limit_max: null,
  };
  await tx.insert(eligibilityCriteria).values([
    {
      ...none,
      ent_id: buyId,
      side: 'FUNDER',
      ar_term_min: 30,
      ar_term_max: 120,
      ar_value_min: 10_000_000,
      ar_value_max: 2_000_000_000,
      supplier_limit_min: 200_000_000,
      supplier_limit_max: 10_000_000_000,
      updated_by: ca,
      updated_at: now,
    },
    {
      ...none,
      ent_id: buyId,
      side: 'BUYER',
      ar_term_max: 90,
      trading_frequency_min: 6,
      trading_volume_min: 500_000_000,
      updated_by: buyer,
      updated_at: now,
    },
  ]);
  const entry = (code: string, o: Partial<typeof buyerSuppliers.$inferInsert>) => ({
    ent_id: buyId,
    sup_id: world.enterpriseId(code),
    created_at: now,
    updated_at: now,
    updated_by: buyer,
    ...o,
  });
  await tx.insert(buyerSuppliers).values([
    entry('SUP01', { selected: true, trading_frequency: 24, trading_volume: 12_000_000_000 }),
    entry('IND01', { selected: true, trading_frequency: 12, trading_volume: 900_000_000 }),
    entry('SUP02', { selected: true, trading_frequency: 4, trading_volume: 600_000_000 }),
    entry('SUP03', {
      selected: true,
      trading_frequency: 10,
      trading_volume: 700_000_000,
      blacklisted: true,
      blacklist_reason: 'Giao hàng trễ nhiều lần trong năm 2025',
      updated_by: ca,
    }),
  ]);
}
