import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../shared/locale/useLocale.ts';

/** The spec's verbatim text (§8), shown under the Vietnamese one so both languages read it. */
const SPEC_TEXT = 'This page could not be found';

/** Unknown routes (spec §2, §8 'This page could not be found', with a link home). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Result
      data-testid="not-found"
      status="404"
      title="404"
      subTitle={
        <>
          <div>{t('common.notFound.message')}</div>
          {locale === 'vi' && (
            <div lang="en" style={{ fontSize: 12 }}>
              {SPEC_TEXT}
            </div>
          )}
        </>
      }
      extra={
        <Link to="/" data-testid="not-found-home">
          <Button type="primary">{t('common.notFound.home')}</Button>
        </Link>
      }
    />
  );
}
