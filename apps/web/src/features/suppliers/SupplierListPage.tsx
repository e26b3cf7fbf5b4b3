import { SupplierList } from './SupplierList.tsx';

/** /fun/supplier/list: corporate suppliers (legal forms 1-5). */
export default function SupplierListPage() {
  return <SupplierList kind="supplier" />;
}
