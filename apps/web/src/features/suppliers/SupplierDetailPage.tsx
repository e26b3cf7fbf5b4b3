import { SupplierDetail } from './SupplierDetail.tsx';

export default function SupplierDetailPage() {
  return <SupplierDetail kind="supplier" />;
}
