import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { useRouteId } from '../../shared/api/record-state.tsx';
import { LetterDetail } from './LetterDetail.tsx';

/** /buy/supplier-notification/:id: one letter, confirmed, sent back for revision or rejected by the buyer. */
export default function SupplierNotificationDetailPage() {
  const id = useRouteId();
  if (id <= 0) return <NotFoundPage />;
  return <LetterDetail id={id} side="buyer" />;
}
