import type { SignPlaceType } from '@arflow/domain/contract-documents';
import { canSign } from '@arflow/domain/workflows/engine';
import { eq } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { pickFields } from '../../platform/db/rows.ts';
import { users } from '../users/users.tables.ts';

export interface Signer {
  actor: UserState;
  fullName: string;
  email: string;
  position: string | null;
  /** allow_sign or a signing role (spec §6). */
  maySign: boolean;
}

/** The caller with what signing needs: name and e-mail (the OTP goes there) and the right to sign. */
export async function signerOf(db: DbOrTx, actor: UserState): Promise<Signer> {
  const [u] = await db
    .select({
      ...pickFields(users, ['fullName', 'email', 'position', 'allowSign']),
    })
    .from(users)
    .where(eq(users.id, actor.id));
  return {
    actor,
    fullName: u?.fullName ?? '',
    email: u?.email ?? '',
    position: u?.position ?? null,
    maySign: canSign({
      role_id: actor.role_id,
      enterprise_code: actor.enterprise_code,
      allow_sign: u?.allowSign,
    }),
  };
}

/** Which party the caller signs for on a client company's document: funder staff sign for the platform. */
export function partyOf(actor: UserState, clientId: number): SignPlaceType | null {
  if (actor.enterprise_code === 'FUNDER') return 'PLATFORM';
  return actor.enterprise_id === clientId ? 'CLIENT' : null;
}
