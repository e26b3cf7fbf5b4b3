import type { BankItem } from '@arflow/domain/api/companies';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listBanks } from '../enterprises/index.ts';
import { loadPayment } from './payments.query.ts';

/** The supplier's accounts of transaction {id}: where the early amount and the residual go. */
export async function supplierBanks(db: DbOrTx, actor: UserState, id: number): Promise<{ data: BankItem[] }> {
  const trans = await loadPayment(db, actor, id);
  if (!trans) throw new AppError('NOT_FOUND');
  return { data: await listBanks(db, trans.sup_id) };
}

/**
 * The accounts the buyer of transaction {id} pays into: the funder's own (the receivable was sold
 * to it: the caller's company, as only funder staff reach this route), the designated one first (docs/decisions.md "Payments").
 */
export async function receiveBanks(db: DbOrTx, actor: UserState, id: number): Promise<{ data: BankItem[] }> {
  if (!(await loadPayment(db, actor, id))) throw new AppError('NOT_FOUND');
  return { data: await listBanks(db, actor.enterprise_id) };
}
