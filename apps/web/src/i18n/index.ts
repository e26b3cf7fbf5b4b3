import type { Locale } from '@arflow/domain/text';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, RESOURCES } from './resources.ts';

/**
 * The namespace separator is the key separator too, so `t('sample.list.title')` reads key
 * `list.title` of namespace `sample`: keys look like `<area>.<screen>.<element>` everywhere.
 */
export function initI18n(locale: Locale) {
  void i18n.use(initReactI18next).init({
    resources: RESOURCES,
    lng: locale,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

export { i18n };
