import type { EnterpriseCode, PartnerKind } from './enterprises.ts';
import type { Role } from './roles.ts';

/**
 * The signed-in user as the server answers it (spec §3 "Signed-in user").
 * role_id carries the role code (e.g. 'CA_MANAGER'), not a numeric id: see docs/decisions.md.
 */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  full_name: string;
  position: string | null;
  tel_num: string | null;
  role_id: Role;
  enterprise_code: EnterpriseCode;
  ent_id: number;
  enterprise_name: string;
  partner_kind: PartnerKind | null;
  allow_sign: boolean;
  /** The password was set by someone else (first MASTER): change it before anything else. */
  must_change_password: boolean;
}

/** What permission checks need to know of a user. */
export type Actor = Pick<SessionUser, 'role_id' | 'enterprise_code'>;
