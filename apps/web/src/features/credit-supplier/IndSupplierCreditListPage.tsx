import { FunderCreditList } from './FunderCreditList.tsx';

/** /fun/indsupplier/credit */
export default function IndSupplierCreditListPage() {
  return <FunderCreditList kind="indsupplier" />;
}
