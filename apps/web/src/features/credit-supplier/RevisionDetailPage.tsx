import { useParams } from 'react-router';
import { CreditDetail } from './CreditDetail.tsx';

/** /sup/revision/{id} and /indsup/revision/{id}: the supplier's own credit (another's: not found). */
export default function RevisionDetailPage() {
  return <CreditDetail id={Number(useParams().id)} side="supplier" />;
}
