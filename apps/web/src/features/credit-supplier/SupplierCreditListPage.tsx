import { FunderCreditList } from './FunderCreditList.tsx';

/** /fun/supplier/credit */
export default function SupplierCreditListPage() {
  return <FunderCreditList kind="supplier" />;
}
