import { useParams } from 'react-router';
import { CreditDetail } from './CreditDetail.tsx';

/** /fun/supplier/credit/{id} and /fun/indsupplier/credit/{id}: one credit file to assess. */
export default function FunderCreditDetailPage() {
  return <CreditDetail id={Number(useParams().id)} side="funder" />;
}
