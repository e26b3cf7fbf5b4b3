import { EARLY_INTEREST_RATE_REQUEST_WORKFLOW } from '@arflow/domain/workflows/early-interest-rate';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { insertProgramme, insertVersion } from './early-rates.fixture.ts';

const DAY = 86_400_000;

/**
 * BUY01's early-interest-rate groups: a superseded first version, the approved groups in force
 * and a request waiting for the CA manager (it lowers the strategic rate and adds SUP03).
 */
export async function seedDemoEarlyRates(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const buyId = world.enterpriseId('BUY01');
  const [sup01, sup02, sup03, ind01] = ['SUP01', 'SUP02', 'SUP03', 'IND01'].map((c) => world.enterpriseId(c));
  const officer = world.userId('creditofficer');
  const manager = world.userId('camanager');
  const buyer = world.userId('buyer1');
  await insertVersion(tx, {
    buyId,
    state: 'SUPERSEDED',
    at: new Date(now.getTime() - 120 * DAY),
    by: officer,
    approver: manager,
    groups: [{ name: 'Chiến lược', rate: 10, suppliers: [sup01!] }],
  });
  const approved = await insertVersion(tx, {
    buyId,
    state: 'APPROVED',
    at: new Date(now.getTime() - 30 * DAY),
    by: officer,
    approver: manager,
    groups: [
      { name: 'Chiến lược', rate: 9.5, suppliers: [sup01!, ind01!] },
      { name: 'Tiêu chuẩn', rate: 11.25, suppliers: [sup02!] },
    ],
  });
  await insertVersion(tx, {
    buyId,
    state: 'REQUESTING',
    at: new Date(now.getTime() - 2 * DAY),
    by: buyer,
    groups: [
      { name: 'Chiến lược', rate: 9, suppliers: [sup01!, ind01!] },
      { name: 'Tiêu chuẩn', rate: 11.25, suppliers: [sup02!, sup03!] },
    ],
  });
  const programme = await insertProgramme(tx, {
    buyId,
    status: 'REQUESTING',
    approvedId: approved.id,
    at: now,
  });
  // The programme's timeline, as the three requests above moved it.
  const step = (action: string, from: string, to: string, by: number, daysAgo: number) => ({
    entity: EARLY_INTEREST_RATE_REQUEST_WORKFLOW.entity,
    entityId: String(programme),
    action,
    fromStatus: from,
    toStatus: to,
    actorId: by,
    createdAt: new Date(now.getTime() - daysAgo * DAY),
  });
  await tx
    .insert(statusHistory)
    .values([
      step('CREATE', 'NOT_SET', 'REQUESTING', officer, 120),
      step('APPROVE', 'REQUESTING', 'APPROVED', manager!, 120),
      step('CREATE', 'APPROVED', 'REQUESTING', officer, 30),
      step('APPROVE', 'REQUESTING', 'APPROVED', manager!, 30),
      step('CREATE', 'APPROVED', 'REQUESTING', buyer, 2),
    ]);
}
