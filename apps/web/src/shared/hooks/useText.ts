import { pick, type Text } from '@arflow/domain/text';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n-keys.ts';
import { useLocale } from '../locale/useLocale.ts';

/**
 * Shows a domain text ({vi, en}) in the current language; a module text key (a declared list
 * column's label) through i18next, as the rest of the screen.
 */
export function useText(): (t: Text | `${string}.${string}`) => string {
  const { locale } = useLocale();
  const { t: translate } = useTranslation();
  return useCallback(
    (t: Text | `${string}.${string}`) => (typeof t === 'string' ? translate(t as TextKey) : pick(t, locale)),
    [locale, translate],
  );
}
