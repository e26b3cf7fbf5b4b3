import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A page or panel waiting for its data, announced to screen readers. */
export function Loading({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.status.loading')}>
      <Spin data-testid={testId} />
    </div>
  );
}
