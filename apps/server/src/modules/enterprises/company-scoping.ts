import type { EnterpriseCode } from '@arflow/domain/enterprises';
import type { DbOrTx } from '../../platform/db/client.ts';
import type { ScopingFixture } from '../../platform/modules/module.ts';
import { ownOrNewCompany } from './fixtures.ts';

/**
 * The scoping matrix's fixture of a module whose record is a company itself (buyers, suppliers,
 * partners, a buyer's eligibility): the owner when it is one of `types`, else a new company
 * (funder staff reach every company, so a new one stands for "another company's"). Each such
 * module used to say this on its own; only what hangs from the company differs.
 */
export function companyScoping(o: {
  types: readonly EnterpriseCode[];
  /** The fields the module's routes give the company's id (e.g. `id`, `buyer_id`). */
  names: readonly string[];
  /** A new company when the owner is not one; a company of the first type by default. */
  create?(db: DbOrTx): Promise<number>;
  /** The module's records of the company (its banks, individuals, list entries), by field name. */
  more?(db: DbOrTx, companyId: number, ownerId: number): Promise<Record<string, string>>;
  body?: ScopingFixture['body'];
}): ScopingFixture {
  return {
    async record(db, ownerId) {
      const companyId = await ownOrNewCompany(db, ownerId, o.types, o.create);
      const id = String(companyId);
      const more = (await o.more?.(db, companyId, ownerId)) ?? {};
      return { ...Object.fromEntries(o.names.map((name) => [name, id])), ...more };
    },
    body: o.body,
  };
}
