import { buyerContractTypes, CONTRACT_TYPE_LABELS } from '@arflow/domain/contract-types';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { activeSetup, loadCreditBuyer } from './credit-setup.query.ts';

/**
 * GET /enterprise/contract-type?id=: the contracts the buyer's programme in force runs on, by its
 * transaction structure (`buyerContractTypes`); a buyer the caller may not see is 404.
 */
export async function getContractTypes(opts: { db: DbOrTx; actor: UserState; buyerId: number }) {
  await loadCreditBuyer(opts.db, opts.actor, opts.buyerId);
  const active = await activeSetup(opts.db, opts.buyerId);
  const structure = active ? (active.transaction_structure as 1 | 2) : null;
  return {
    transaction_structure: structure,
    data: buyerContractTypes(structure).map((c) => ({ ...c, label: CONTRACT_TYPE_LABELS[c.code] })),
  };
}
