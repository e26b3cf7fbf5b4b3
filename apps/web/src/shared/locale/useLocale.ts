import type { Locale } from '@arflow/domain/text';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { saveLocale } from './locale.ts';

/** Applies a locale everywhere outside React: dayjs, the html lang attribute. */
export function applyLocale(locale: Locale): void {
  dayjs.locale(locale === 'vi' ? 'vi' : 'en');
  document.documentElement.lang = locale;
}

/** The current locale and a switch that changes every text, antd, dayjs and the cookie. */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  const { i18n } = useTranslation();
  const locale: Locale = i18n.language === 'en' ? 'en' : 'vi';
  const setLocale = useCallback(
    (next: Locale) => {
      saveLocale(next);
      applyLocale(next);
      void i18n.changeLanguage(next);
    },
    [i18n],
  );
  return { locale, setLocale };
}
