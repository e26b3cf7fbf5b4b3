import { useCurrentScreen } from '../../app/routes/useCurrentScreen.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';

/** The spec's title of the screen being shown (its route's handle), in the current language. */
export function useScreenTitle(): string {
  const { locale } = useLocale();
  return useCurrentScreen()?.title[locale] ?? '';
}
