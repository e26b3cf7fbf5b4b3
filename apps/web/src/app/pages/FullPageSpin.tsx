import { Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

export function FullPageSpin() {
  const { t } = useTranslation();
  // A spinner alone says nothing to a screen reader: the wrapper is a named status.
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: '60vh' }}
      data-testid="page-loading"
      role="status"
      aria-label={t('common.status.loading')}
    >
      <Spin size="large" />
    </Flex>
  );
}
