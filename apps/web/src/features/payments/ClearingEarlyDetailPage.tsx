import { EarlyPaymentDetail } from './EarlyPaymentDetailPage.tsx';

/** /fun/clearing-early-payment/:id: the early payment with its journal lines, read only. */
export default function ClearingEarlyDetailPage() {
  return <EarlyPaymentDetail clearing />;
}
