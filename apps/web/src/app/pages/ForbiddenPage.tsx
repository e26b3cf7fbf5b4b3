import { protocolErrorText as errorText } from '@arflow/domain/protocol-errors';
import { Result } from 'antd';
import { useLocale } from '../../shared/locale/useLocale.ts';

/** A screen the signed-in user's role may not open (spec §8 403 text). */
export function ForbiddenPage() {
  const { locale } = useLocale();
  return (
    <Result data-testid="forbidden" status="403" title="403" subTitle={errorText('FORBIDDEN', locale)} />
  );
}
