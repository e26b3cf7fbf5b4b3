import type { Locale } from '@arflow/domain/text';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/locale/useLocale.ts';

const LANGUAGES: ReadonlyArray<{ value: Locale; label: string; title: string }> = [
  { value: 'vi', label: 'VI', title: 'Tiếng Việt' },
  { value: 'en', label: 'EN', title: 'English' },
];

/**
 * Vietnamese / English switch of the header and the login screen (spec §1): two small buttons,
 * the current language highlighted (a default button, readable on the dark header too). Not antd's Segmented, which brings the tooltip code into the
 * sign-in page's first load (docs/architecture.md, "First-load budget").
 */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      data-testid="language-switch"
      aria-label={t('common.header.language')}
      style={{ display: 'flex', gap: 4 }}
    >
      {LANGUAGES.map(({ value, label, title }) => (
        <Button
          key={value}
          size="small"
          type={locale === value ? 'primary' : 'default'}
          role="radio"
          aria-checked={locale === value}
          lang={value}
          title={title}
          data-testid={`language-${value}`}
          onClick={() => setLocale(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
