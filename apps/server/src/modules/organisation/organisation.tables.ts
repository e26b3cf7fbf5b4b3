import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  createdStampsDefaultNow,
  ownedRow,
  ownerCopies,
  recordStampsDefaultNow,
  refTo,
  serialId,
  userRef,
} from '../../platform/db/columns.ts';

/** A department of the funder (spec §3: id, name, type_id, active, code); codes are unique. */
export const departments = pgTable(
  'departments',
  {
    ...ownedRow(),
    name: text('name').notNull(),
    type_id: smallint('type_id').notNull(),
    code: text('code').notNull(),
    active: boolean('active').notNull().default(true),
    ...recordStampsDefaultNow(),
  },
  (t) => [uniqueIndex('departments_code_uq').on(t.ent_id, sql`lower(${t.code})`)],
);

/** A team (group) of a department (spec §3: id, dep_id, name, active); names unique per department. */
export const groups = pgTable(
  'groups',
  {
    // Owner columns for row security, copied from the department by a trigger on insert (0072).
    ...ownerCopies('ent_id'),
    id: serialId(),
    dep_id: refTo('dep_id', () => departments.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    ...recordStampsDefaultNow(),
  },
  (t) => [uniqueIndex('groups_name_uq').on(t.dep_id, sql`lower(${t.name})`)],
);

/** The credit-appraisal pool (screen part/ca-user): CA users who receive appraisals while active. */
export const caAssignments = pgTable('ca_assignments', {
  id: serialId(),
  user_id: userRef('user_id').notNull().unique('ca_assignments_user_uq'),
  active: boolean('active').notNull().default(true),
  ...recordStampsDefaultNow(),
});

/** The CRM in charge of a buyer or supplier (one per company), and the team they belonged to. */
export const crmAssignments = pgTable(
  'crm_assignments',
  {
    ent_id: companyRef('ent_id').primaryKey(),
    user_id: userRef('user_id').notNull(),
    group_id: integer('group_id').references(() => groups.id),
    ...createdStampsDefaultNow(),
  },
  (t) => [index('crm_assignments_user_idx').on(t.user_id), index('crm_assignments_group_idx').on(t.group_id)],
);
