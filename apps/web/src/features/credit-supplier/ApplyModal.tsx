import type { SupplierBuyerItem } from '@arflow/domain/api/credit-supplier';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitModal } from '../../shared/widgets/SubmitModal.tsx';
import { useSaveApplication } from './api.ts';
import { PapersField } from './DocumentsModal.tsx';
import { LimitField, RateField } from './TermsFields.tsx';

/**
 * The supplier's application with one buyer (spec §3 credit info: applied total limit, applied
 * discount rate, attached papers); a revision of a credit in force is a new application.
 */
export function ApplyModal({
  supId,
  buyer,
  onClose,
  onDone,
}: {
  supId: number;
  buyer: SupplierBuyerItem;
  onClose: () => void;
  onDone: (id: number) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveApplication();
  const [limit, setLimit] = useState<number | null>(buyer.credit?.total_limit ?? null);
  const [rate, setRate] = useState<number | null>(buyer.credit?.discount_rate ?? null);
  const [papers, setPapers] = useState<number[]>([]);
  const check = () => {
    if (!limit || !rate) return t('creditSupplier.reason.required');
    return papers.length === 0 ? t('creditSupplier.form.pickPaper') : null;
  };
  return (
    <SubmitModal
      title={t('creditSupplier.apply.title', { buyer: buyer.buy_name })}
      okText="creditSupplier.apply.submit"
      testId="credit-apply"
      width={640}
      onClose={onClose}
      check={check}
      submit={async () => {
        const res = await save.mutateAsync({
          buy_id: buyer.buy_id,
          applied_total_limit: limit as number,
          applied_discount_rate: rate as number,
          file_attach: papers,
        });
        onDone(res.data.id);
      }}
    >
      <Form layout="vertical">
        <LimitField
          label="creditSupplier.fields.applied_total_limit"
          value={limit}
          onChange={setLimit}
          testId="credit-apply-limit"
        />
        <RateField
          label="creditSupplier.fields.applied_discount_rate"
          value={rate}
          onChange={setRate}
          testId="credit-apply-rate"
        />
        <PapersField supId={supId} value={papers} onChange={setPapers} />
      </Form>
    </SubmitModal>
  );
}
