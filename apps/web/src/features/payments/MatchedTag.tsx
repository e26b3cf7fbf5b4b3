import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether a payment and its journal entries agree. */
export function MatchedTag({ matched }: { matched: boolean }) {
  const { t } = useTranslation();
  return matched ? (
    <Tag color="success" data-testid="clearing-matched">
      {t('payments.clearing.matched')}
    </Tag>
  ) : (
    <Tag color="error" data-testid="clearing-unmatched">
      {t('payments.clearing.unmatched')}
    </Tag>
  );
}

/** The clearing lists' `matched` cell. */
export const matchedCell = { render: (v: boolean) => <MatchedTag matched={v} /> };
