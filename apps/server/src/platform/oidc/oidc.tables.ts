import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns.ts';

/**
 * What the OpenID provider keeps between requests (sessions, interactions, codes, grants,
 * refresh tokens), one row per model and id, so every instance on the database serves the
 * same sign-ins (adapter.ts). `expires_at` lets a sweep drop spent rows; `consumed_at` marks a
 * code used once.
 */
export const oidcModels = pgTable(
  'oidc_models',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    grant_id: text('grant_id'),
    uid: text('uid'),
    user_code: text('user_code'),
    expires_at: moment('expires_at'),
    consumed_at: moment('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_models_grant_id').on(t.grant_id),
    index('oidc_models_uid').on(t.uid),
  ],
);

/**
 * The provider's signing keys (private JWKs). The newest signs; older ones stay published in
 * the JWKS until every token they signed has expired, so a rotation signs nobody out (keys.ts).
 */
export const oidcKeys = pgTable('oidc_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull().$type<Record<string, unknown>>(),
  created_at: moment('created_at').notNull().defaultNow(),
});
