import { DisconnectOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../locale/useLocale.ts';
import { failureKind, messagesOf } from './api-error.ts';

export interface LoadErrorProps {
  error: unknown;
  /** Loads again (a query's refetch). */
  onRetry: () => void;
  testId?: string;
}

/**
 * A failed load: a network failure says the server could not be reached and offers a retry
 * (nothing happened on the server); an answer from the server shows its messages ('Something
 * wrong' for a 500), with a retry only when the server failed.
 */
export function LoadError({ error, onRetry, testId = 'load-error' }: LoadErrorProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const kind = failureKind(error);
  const retry = (
    <Button icon={<ReloadOutlined />} onClick={onRetry} data-testid={`${testId}-retry`}>
      {t('common.error.retry')}
    </Button>
  );
  if (kind === 'network') {
    return (
      <Result
        status="warning"
        icon={<DisconnectOutlined />}
        title={t('common.network.title')}
        subTitle={messagesOf(error, locale).join(' ')}
        extra={retry}
        data-testid={testId}
        data-kind={kind}
      />
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={messagesOf(error, locale).join(' ')}
      action={kind === 'server' ? retry : undefined}
      data-testid={testId}
      data-kind={kind}
    />
  );
}
