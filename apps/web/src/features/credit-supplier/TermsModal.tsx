import type { SupplierCreditItem } from '@arflow/domain/api/credit-supplier';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitModal } from '../../shared/widgets/SubmitModal.tsx';
import { useApproveCredit } from './api.ts';
import { LimitField, RateField, RatioField } from './TermsFields.tsx';

/** The funder's approval: limit, discount rate and maximum payment ratio (spec §3), the application's figures first. */
export function TermsModal({
  credit,
  open,
  onClose,
}: {
  credit: SupplierCreditItem;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveCredit();
  const [limit, setLimit] = useState<number | null>(credit.applied_total_limit);
  const [rate, setRate] = useState<number | null>(credit.applied_discount_rate);
  const [ratio, setRatio] = useState<number | null>(80);
  return (
    <SubmitModal
      open={open}
      title={t('creditSupplier.approve.title')}
      testId="credit-approve"
      onClose={onClose}
      check={() => (limit && rate && ratio ? null : t('creditSupplier.reason.required'))}
      submit={() =>
        approve.mutateAsync({
          id: credit.id,
          total_limit: limit as number,
          discount_rate: rate as number,
          max_payment_ratio: ratio as number,
        })
      }
    >
      <Form layout="vertical">
        <LimitField
          label="creditSupplier.fields.total_limit"
          value={limit}
          onChange={setLimit}
          testId="credit-approve-limit"
        />
        <RateField
          label="creditSupplier.fields.discount_rate"
          value={rate}
          onChange={setRate}
          testId="credit-approve-rate"
        />
        <RatioField
          label="creditSupplier.fields.max_payment_ratio"
          value={ratio}
          onChange={setRatio}
          testId="credit-approve-ratio"
        />
      </Form>
    </SubmitModal>
  );
}
