import type { Paged } from '@arflow/domain/api/paging';
import { SIGNING_ROLES } from '@arflow/domain/workflows/actors';
import { and, eq, inArray, or } from 'drizzle-orm';
import { findPage, type PageInput } from '../../platform/db/paging.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Read } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { loadBuyer } from './buyer.query.ts';

export interface SignerItem {
  id: number;
  full_name: string;
  position: string | null;
  email: string;
  role_id: string;
  allow_sign: boolean;
}

/**
 * A buyer's signers (spec §7 POST /buyer/list-signer): its active users who may sign a contract
 * for it, by the allow_sign flag or a signing role (spec §6).
 */
export async function listSigners(
  opts: Read<{ buyerId: number; input: PageInput }>,
): Promise<Paged<SignerItem>> {
  const { db, actor, buyerId, input } = opts;
  if (!(await loadBuyer(db, actor, buyerId))) throw new AppError('NOT_FOUND');
  return findPage({
    db,
    input,
    select: () =>
      db
        .select({
          id: users.id,
          full_name: users.fullName,
          position: users.position,
          email: users.email,
          role_id: users.roleId,
          allow_sign: users.allowSign,
        })
        .from(users)
        .$dynamic(),
    where: and(
      eq(users.enterpriseId, buyerId),
      eq(users.active, true),
      or(eq(users.allowSign, true), inArray(users.roleId, [...SIGNING_ROLES])),
    ),
    sortable: { id: users.id, full_name: users.fullName },
    defaultSort: { column: 'full_name', direction: 'ASC' },
    tieBreaker: users.id,
    map: (r) => r,
  });
}
