import { SupplierList } from './SupplierList.tsx';

/** /fun/indsupplier/list: individual suppliers (household businesses and persons, forms 6-7). */
export default function IndSupplierListPage() {
  return <SupplierList kind="indsupplier" />;
}
