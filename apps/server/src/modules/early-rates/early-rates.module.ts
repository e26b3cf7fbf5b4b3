import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/modules/module.ts';
import { BUYER_TYPES, createCompany, ownOrNewCompany } from '../enterprises/index.ts';
import { seedDemoEarlyRates } from './early-rates.demo.ts';
import { insertProgramme, insertVersion } from './early-rates.fixture.ts';
import { earlyRateRoutes } from './early-rates.routes.ts';
import { earlyRateProgrammes, earlyRateRequests } from './early-rates.tables.ts';

/** The ids the last scoping record made, for the bodies of the calls on it (body() runs right after). */
let last = { supIn: 0, supFree: 0, group: 0, otherGroup: 0 };

const BASE = 'POST /api/credit-buyer/early-interest-rate/:buy_id';
const GROUP = `${BASE}/group/:draft_id/:group_id`;

/** Early-interest-rate groups of a buyer and their requests (spec §7 Credit buyer). */
export const earlyRatesModule = defineModule({
  name: 'early-rates',
  routes: earlyRateRoutes,
  seedDemo: seedDemoEarlyRates,
  unscoped: {
    [`${GROUP}/add-sup sup_id`]:
      'names a supplier company, not a record: a buyer puts any supplier of the platform in its own group (the group is the path’s, in scope); early-rates tests cover an unknown id',
  },
  scoping: {
    // A buyer (the owner itself when it is one) with approved groups and a draft; and a buyer
    // with a pending request, for cancel and approve (funder-only calls).
    async record(db, ownerId) {
      const at = new Date();
      const buyId = await ownOrNewCompany(db, ownerId, BUYER_TYPES);
      // The matrix asks for the user's own buyer once per route: start it afresh each time.
      await db.delete(earlyRateProgrammes).where(eq(earlyRateProgrammes.ent_id, buyId));
      await db.delete(earlyRateRequests).where(eq(earlyRateRequests.ent_id, buyId));
      const supIn = await createCompany(db, 'SUPPLIER');
      const supFree = await createCompany(db, 'SUPPLIER');
      const groups = [
        { name: 'Nhóm A', rate: 9.5, suppliers: [supIn] },
        { name: 'Nhóm B', rate: 11, suppliers: [] },
      ];
      const approved = await insertVersion(db, { buyId, state: 'APPROVED', at, groups });
      await insertProgramme(db, { buyId, status: 'APPROVED', approvedId: approved.id, at });
      const draft = await insertVersion(db, { buyId, state: 'DRAFT', at, groups });
      const pendingBuyId = await createCompany(db, 'BUYER');
      const pending = await insertVersion(db, { buyId: pendingBuyId, state: 'REQUESTING', at, groups });
      await insertProgramme(db, { buyId: pendingBuyId, status: 'REQUESTING', approvedId: null, at });
      last = { supIn, supFree, group: draft.groupIds[0]!, otherGroup: draft.groupIds[1]! };
      return {
        buy_id: String(buyId),
        draft_id: String(draft.id),
        group_id: String(draft.groupIds[0]),
        pending_buy_id: String(pendingBuyId),
        request_id: String(pending.id),
        // The bodies' ids: a supplier in the first group, the second group to move it to.
        sup_id: String(supIn),
        [`${GROUP}/add-sup sup_id`]: String(supFree),
        target_group_id: String(last.otherGroup),
        [`${BASE}/delete-group group_id`]: String(last.otherGroup),
      };
    },
    body(route) {
      const path = route.slice(route.lastIndexOf('/') + 1);
      const bodies: Record<string, unknown> = {
        'add-group': { name: 'Nhóm thêm', rate: 6.25 },
        'update-group': { group_id: last.group, name: 'Nhóm A mới', rate: 8 },
        'delete-group': { group_id: last.otherGroup },
        'add-sup': { sup_id: last.supFree },
        'delete-sup': { sup_id: last.supIn },
        'update-sup': { sup_id: last.supIn, target_group_id: last.otherGroup },
        cancel: { reason: 'Điều chỉnh lại lãi suất' },
      };
      return bodies[path];
    },
  },
});
