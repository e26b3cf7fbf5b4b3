import { buyerForm } from '@arflow/domain/api/buyers';
import { NewRecordPage } from '../../shared/record/NewRecordPage.tsx';
import { useSaveBuyer } from './api.ts';
import { BUYER_FIELDS } from './config.tsx';

/** /fun/buyer/new: a new buyer starts as a NEW lead (the area guard lets only client staff in). */
export default function BuyerNewPage() {
  const save = useSaveBuyer();
  return (
    <NewRecordPage
      testId="buyer-new-page"
      title="buyers.form.newTitle"
      base="/fun/buyer"
      save={save}
      id="buyer"
      schema={buyerForm}
      fields={BUYER_FIELDS}
      initial={{ ...EMPTY, frequencies: [] }}
    />
  );
}

const EMPTY = Object.fromEntries(Object.keys(BUYER_FIELDS).map((k) => [k, null])) as Record<
  keyof typeof BUYER_FIELDS,
  unknown
>;
