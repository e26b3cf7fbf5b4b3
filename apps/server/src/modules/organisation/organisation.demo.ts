import type { DepartmentType } from '@arflow/domain/members';
import { eq, inArray } from 'drizzle-orm';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { users } from '../users/users.tables.ts';
import { caAssignments, crmAssignments, departments, groups } from './organisation.tables.ts';

const DEPARTMENTS: {
  code: string;
  name: string;
  type_id: DepartmentType;
  teams: { name: string; members: string[] }[];
  members?: string[];
}[] = [
  { code: 'QT01', name: 'Ban Quản trị', type_id: 1, teams: [], members: ['master', 'submaster', 'viewer'] },
  {
    code: 'CRM01',
    name: 'Phòng Quan hệ khách hàng',
    type_id: 2,
    teams: [
      { name: 'Nhóm CRM Miền Nam', members: ['crmsenior', 'crm'] },
      { name: 'Nhóm CRM Miền Bắc', members: [] },
    ],
  },
  {
    code: 'CA01',
    name: 'Phòng Thẩm định tín dụng',
    type_id: 3,
    teams: [{ name: 'Nhóm Thẩm định 1', members: ['camanager', 'casenior', 'creditofficer'] }],
  },
  {
    code: 'KT01',
    name: 'Phòng Kế toán',
    type_id: 4,
    teams: [{ name: 'Nhóm Kế toán thanh toán', members: ['acccontroler', 'accountant'] }],
  },
  {
    code: 'THN01',
    name: 'Phòng Thu hồi nợ',
    type_id: 5,
    teams: [{ name: 'Nhóm Thu hồi nợ', members: ['collectmanager', 'collector'] }],
  },
];

/**
 * The funder's organisation in the demo world: five departments, their teams with the demo
 * staff in them, the CA pool (two analysts on, the manager outside it) and the CRM in charge of
 * each demo buyer and supplier, so part/team-setting, part/ca-user and the assignment screens
 * show data. Members added to each company come with the members module's demo.
 */
export async function seedDemoOrganisation(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const funder = world.enterpriseId('ARFLOW');
  const master = world.userId('master');
  const stamp = { created_by: master, updated_by: master, created_at: now, updated_at: now };
  const groupIds = new Map<string, number>();
  for (const d of DEPARTMENTS) {
    const [dep] = await tx
      .insert(departments)
      .values({ ent_id: funder, code: d.code, name: d.name, type_id: d.type_id, ...stamp })
      .returning({ id: departments.id });
    if (d.members)
      await tx
        .update(users)
        .set({ dep_id: dep!.id })
        .where(inArray(users.id, d.members.map(world.userId)));
    for (const t of d.teams) {
      const [g] = await tx
        .insert(groups)
        .values({ dep_id: dep!.id, name: t.name, ...stamp })
        .returning({ id: groups.id });
      groupIds.set(t.name, g!.id);
      for (const m of t.members)
        await tx
          .update(users)
          .set({ dep_id: dep!.id, group_id: g!.id })
          .where(eq(users.id, world.userId(m)));
    }
  }
  // A team that is switched off, so the list shows both states.
  const [crmDep] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.code, 'CRM01'));
  await tx
    .insert(groups)
    .values({ dep_id: crmDep!.id, name: 'Nhóm CRM Miền Trung (tạm dừng)', active: false, ...stamp });

  await tx.insert(caAssignments).values([
    { user_id: world.userId('casenior'), ...stamp },
    { user_id: world.userId('creditofficer'), ...stamp },
  ]);

  const south = groupIds.get('Nhóm CRM Miền Nam')!;
  const assign = (user: string, codes: string[]) =>
    codes.map((code) => ({
      ent_id: world.enterpriseId(code),
      user_id: world.userId(user),
      group_id: south,
      created_by: master,
      created_at: now,
    }));
  await tx
    .insert(crmAssignments)
    .values([
      ...assign('crm', ['BUY01', 'SUP01', 'SUP02', 'IND01']),
      ...assign('crmsenior', ['BUY02', 'SUP03', 'DTN01']),
    ]);
}
