/** A visible text in both languages of the product. Vietnamese is the default. */
export type Locale = 'vi' | 'en';
export const LOCALES = ['vi', 'en'] as const satisfies readonly Locale[];
export const DEFAULT_LOCALE: Locale = 'vi';

export interface Text {
  vi: string;
  en: string;
}

export const text = (vi: string, en: string): Text => ({ vi, en });

export function pick(t: Text, locale: Locale): string {
  return t[locale] ?? t.vi;
}
