import { SupplierDetail } from './SupplierDetail.tsx';

export default function IndSupplierDetailPage() {
  return <SupplierDetail kind="indsupplier" />;
}
