import type { SupplierCreditKind } from '@arflow/domain/api/credit-supplier';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { CREDIT_LIST, creditListRequest, useIndSupplierCredits, useSupplierCredits } from './api.ts';
import { CREDIT_FILTERS, creditColumns } from './config.tsx';

const COLUMNS = {
  supplier: creditColumns('/fun/supplier/credit'),
  indsupplier: creditColumns('/fun/indsupplier/credit'),
};

/**
 * /fun/supplier/credit and /fun/indsupplier/credit: the credit files with their 5-working-day
 * countdown; "overdue only" keeps the assessments past their deadline. Filters, sort and page in the URL.
 */
export function FunderCreditList({ kind }: { kind: SupplierCreditKind }) {
  return (
    <ListPage
      id={`credit-${kind}`}
      title={kind === 'supplier' ? 'creditSupplier.list.title' : 'creditSupplier.list.indTitle'}
      list={CREDIT_LIST}
      filters={CREDIT_FILTERS}
      columns={COLUMNS[kind]}
      useRows={kind === 'supplier' ? useSupplierCredits : useIndSupplierCredits}
      request={creditListRequest(kind)}
    />
  );
}
