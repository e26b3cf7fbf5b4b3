import { useParams } from 'react-router';
import { recordState } from '../../shared/api/record-state.tsx';
import ArLedgerPage from './ArLedgerPage.tsx';
import { useReceivable } from './api.ts';
import { ReceivableDetail } from './ReceivableDetail.tsx';

/** /fun/transactions/ar/:id?: one receivable for funder staff; without an id, the ledger. */
export default function ArDetailPage() {
  const { id: raw } = useParams();
  const id = raw === undefined ? null : Number(raw);
  const detail = useReceivable(id);
  if (id === null) return <ArLedgerPage />;
  const loaded = recordState(Number.isSafeInteger(id) ? id : 0, detail, 'receivable');
  if ('view' in loaded) return loaded.view;
  return <ReceivableDetail detail={loaded.data} />;
}
