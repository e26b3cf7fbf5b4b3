import { defineModule } from '../../platform/modules/module.ts';
import { ownOrNewCompany, SUPPLIER_TYPES, unique } from '../enterprises/index.ts';
import { departments, groups } from '../organisation/organisation.tables.ts';
import { users } from '../users/users.tables.ts';
import { seedDemoMembers } from './members.demo.ts';
import { memberRoutes } from './members.routes.ts';

let seq = 0;

/** Members of every company: lists, detail, add, update, invitation, CRM and in-charge lists. */
export const membersModule = defineModule({
  name: 'members',
  routes: memberRoutes,
  seedDemo: seedDemoMembers,
  scoping: {
    // A member of the owner company; `sup_id` is the owner when it is a supplier, else (funder
    // staff, who reach every supplier) a new supplier.
    async record(db, ownerId) {
      seq += 1;
      const u = unique();
      const [user] = await db
        .insert(users)
        .values({
          username: `sx${u.n}${seq}`.slice(0, 16),
          email: `scoping-${u.code.toLowerCase()}@matrix.test`,
          passwordHash: 'not-used',
          fullName: 'Thành viên kiểm thử',
          roleId: 'INPUTTER',
          enterpriseId: ownerId,
        })
        .returning({ id: users.id });
      const supplier = await ownOrNewCompany(db, ownerId, SUPPLIER_TYPES);
      // A team of the owner, for the department and team ids of the member forms and lists.
      const [dep] = await db
        .insert(departments)
        .values({ ent_id: ownerId, name: 'Phòng kiểm thử', code: `SX${u.n}${seq}`, type_id: 1 })
        .returning({ id: departments.id });
      const [group] = await db
        .insert(groups)
        .values({ dep_id: dep!.id, name: 'Nhóm kiểm thử' })
        .returning({ id: groups.id });
      return {
        id: String(user!.id),
        user_id: String(user!.id),
        sup_id: String(supplier),
        ent_id: String(ownerId),
        dep_id: String(dep!.id),
        group_id: String(group!.id),
      };
    },
    body(route) {
      if (route.endsWith('/add'))
        return {
          full_name: 'Người Kiểm Thử',
          email: `matrix-${unique().code.toLowerCase()}@matrix.test`,
          role_id: 'INPUTTER',
        };
      if (route.endsWith('/update'))
        return {
          user_id: 2_147_483_647,
          full_name: 'Người Kiểm Thử',
          email: 'nobody@matrix.test',
          role_id: 'INPUTTER',
        };
      if (route === 'POST /api/auth/join/get-link') return { email: 'nobody-at-all@matrix.test' };
      return undefined;
    },
  },
});
