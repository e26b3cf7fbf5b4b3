import type { Role } from '@arflow/domain/roles';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { enterprises } from '../enterprises/enterprises.tables.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    position: text('position'),
    /** Role code (e.g. 'CA_MANAGER'), see docs/decisions.md. */
    roleId: text('role_id').$type<Role>().notNull(),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    allowSign: boolean('allow_sign').notNull().default(false),
    active: boolean('active').notNull().default(true),
    telNum: text('tel_num'),
    /** Bumped on password change and deactivation: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** Set on a password someone else chose (the first MASTER's one-time password); cleared by a change. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_enterprise_idx').on(t.enterpriseId),
  ],
);
