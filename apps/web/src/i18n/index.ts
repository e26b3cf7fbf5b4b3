import type { Locale } from '@arflow/domain/text';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { WebModule } from '../shared/module/web-module.ts';
import { SHELL_NAMESPACES, SHELL_RESOURCES } from './resources.ts';

/**
 * The namespace separator is the key separator too, so `t('sample.list.title')` reads key
 * `list.title` of namespace `sample`: keys look like `<area>.<screen>.<element>` everywhere.
 */
export function initI18n(locale: Locale) {
  void i18n.use(initReactI18next).init({
    resources: SHELL_RESOURCES,
    lng: locale,
    fallbackLng: 'vi',
    supportedLngs: ['vi', 'en'],
    ns: [...SHELL_NAMESPACES],
    defaultNS: 'common',
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A module's namespace arrives with its lazy route; none is missing by then.
    partialBundledLanguages: true,
  });
  return i18n;
}

const loading = new Map<string, Promise<void>>();

/**
 * Adds a module's namespace in both languages (a few KB) before its page renders, so switching
 * the language never waits on the network. Loaded once per module.
 */
export function loadModuleTexts(module: Pick<WebModule, 'texts'> | undefined): Promise<void> {
  const texts = module?.texts;
  if (!texts) return Promise.resolve();
  let pending = loading.get(texts.ns);
  if (!pending) {
    pending = Promise.all([texts.vi(), texts.en()]).then(([vi, en]) => {
      i18n.addResourceBundle('vi', texts.ns, vi.default, true, true);
      i18n.addResourceBundle('en', texts.ns, en.default, true, true);
    });
    pending.catch(() => loading.delete(texts.ns));
    loading.set(texts.ns, pending);
  }
  return pending;
}

export { i18n };
