import type { PaymentItem } from '@arflow/domain/api/payments';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';

/** A payment screen's title: what it is, the transaction's code and its status. */
export function PaymentHeader({ title, data }: { title: TextKey; data: PaymentItem }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t(title)} {data.trans_code}
      </Typography.Title>
      <StatusTag status={TRANSACTION_STAGE_LABELS[data.status]} code={data.status} />
    </Flex>
  );
}
