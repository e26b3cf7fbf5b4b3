import type { Locale } from '@arflow/domain/text';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/locale/useLocale.ts';

/** Vietnamese / English switch of the header and the login screen (spec §1). */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const { t } = useTranslation();
  return (
    <Segmented<Locale>
      data-testid="language-switch"
      aria-label={t('common.header.language')}
      size="small"
      value={locale}
      onChange={setLocale}
      options={[
        {
          value: 'vi',
          label: (
            <span data-testid="language-vi" lang="vi" title="Tiếng Việt">
              VI
            </span>
          ),
        },
        {
          value: 'en',
          label: (
            <span data-testid="language-en" lang="en" title="English">
              EN
            </span>
          ),
        },
      ]}
    />
  );
}
