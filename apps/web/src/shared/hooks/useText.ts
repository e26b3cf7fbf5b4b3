import { pick, type Text } from '@arflow/domain/text';
import { useCallback } from 'react';
import { useLocale } from '../locale/useLocale.ts';

/** Shows a domain text ({vi, en}) in the current language. */
export function useText(): (t: Text) => string {
  const { locale } = useLocale();
  return useCallback((t: Text) => pick(t, locale), [locale]);
}
