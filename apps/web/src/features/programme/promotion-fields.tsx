import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoundInput } from '../../shared/forms/SchemaForm.tsx';
import { useProgrammeBuyers, useSuppliersByBuyer } from './api.ts';
import { promotionFields } from './config.ts';

/** The target supplier: one of those approved on the chosen buyer, or every one (empty). */
function SupplierPicker({ value, onChange, testId }: BoundInput) {
  const { t } = useTranslation();
  const buyId = Form.useWatch('buy_id', Form.useFormInstance()) as number | undefined;
  const suppliers = useSuppliersByBuyer(buyId).data?.data ?? [];
  return (
    <Select
      data-testid={testId}
      allowClear
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      placeholder={t('programme.fields.allSuppliers')}
      options={suppliers.map((s) => ({ value: s.id, label: `${s.name} (${s.mst})` }))}
    />
  );
}

/** The promotion form's fields with the buyers of the programme in force. */
export function usePromotionFields() {
  const buyers = useProgrammeBuyers().data?.data ?? [];
  return promotionFields(
    buyers.map((b) => ({ value: b.buy_id, label: { vi: b.buy_name, en: b.buy_name } })),
    { label: 'programme.fields.sup_id', render: (bound) => <SupplierPicker {...bound} /> },
  );
}
