import { ListPage } from '../../shared/list/ListPage.tsx';
import { CREDIT_LIST, creditBuyersRequest, useCreditBuyers, useCreditTotals } from './api.ts';
import { CREDIT_COLUMNS, CREDIT_FILTERS } from './config.ts';
import { Headrooms } from './Headrooms.tsx';

/** The funder's headroom over every programme in force, above the list. */
function Totals() {
  const totals = useCreditTotals();
  const d = totals.data?.data;
  if (!d) return null;
  return <Headrooms limits={d} testId="credit-totals" />;
}

/** /fun/buyer/credit: buyers with their credit status; filters, sort and page live in the URL. */
export default function CreditListPage() {
  return (
    <ListPage
      id="credit-buyer"
      title="creditBuyer.list.title"
      list={CREDIT_LIST}
      filters={CREDIT_FILTERS}
      columns={CREDIT_COLUMNS}
      useRows={useCreditBuyers}
      request={creditBuyersRequest}
      tabs={<Totals />}
    />
  );
}
