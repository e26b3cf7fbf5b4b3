import type { Role } from '@arflow/domain/roles';
import type { UserStatus } from '@arflow/domain/statuses/user';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  companyRef,
  createdStampsDefaultNow,
  moment,
  recordStampsDefaultNow,
  serialId,
  userRef,
} from '../../platform/db/columns.ts';
// organisation.tables.ts imports this file too; the references are lazy callbacks.
import { departments, groups } from '../organisation/organisation.tables.ts';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    position: text('position'),
    /** Role code (e.g. 'CA_MANAGER'), see docs/decisions.md. */
    roleId: text('role_id').$type<Role>().notNull(),
    enterpriseId: companyRef('enterprise_id'),
    allowSign: boolean('allow_sign').notNull().default(false),
    active: boolean('active').notNull().default(true),
    telNum: text('tel_num'),
    /** Bumped on password change and deactivation: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** Set on a password someone else chose (the first MASTER's one-time password); cleared by a change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Member status (spec §4), moved only through USER_WORKFLOW; `active` follows it (sign-in reads it). */
    status: text('status').$type<UserStatus>().notNull().default('ACTIVATED'),
    cell_phone: text('cell_phone'),
    fax_num: text('fax_num'),
    dep_id: integer('dep_id').references((): AnyPgColumn => departments.id),
    group_id: integer('group_id').references((): AnyPgColumn => groups.id),
    ...recordStampsDefaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_enterprise_idx').on(t.enterpriseId),
    index('users_group_idx').on(t.group_id),
  ],
);

/** One invitation link per row; only its SHA-256 is kept. A newer invitation ends the older ones. */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: serialId(),
    user_id: userRef('user_id').notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: moment('expires_at').notNull(),
    used_at: moment('used_at'),
    ...createdStampsDefaultNow(),
  },
  (t) => [
    uniqueIndex('user_invitations_token_uq').on(t.token_hash),
    index('user_invitations_user_idx').on(t.user_id),
  ],
);
