import { SettlementDetail } from './SettlementDetailPage.tsx';

/** /fun/clearing-settlement-payment/:id: the settlement with its journal lines, read only. */
export default function ClearingSettlementDetailPage() {
  return <SettlementDetail clearing />;
}
