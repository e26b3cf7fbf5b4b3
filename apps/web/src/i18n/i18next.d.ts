import 'i18next';
import type { MODULES } from '../features/index.ts';
import type { ModuleResources } from '../shared/module/web-module.ts';
import type { SHELL_RESOURCES } from './resources.ts';

/**
 * Typed keys: `t('sample.list.title')` is checked against the Vietnamese texts of the shell and
 * of every module in features/index.ts, so a wrong or removed key is a type error.
 */
type Resources = (typeof SHELL_RESOURCES)['vi'] & ModuleResources<typeof MODULES>;

declare module 'i18next' {
  interface CustomTypeOptions {
    /**
     * Every namespace, so each key is written with its namespace ('sample.list.title') as the
     * portal does everywhere; at run time the default namespace is 'common'.
     */
    defaultNS: (keyof Resources)[];
    nsSeparator: '.';
    keySeparator: '.';
    resources: Resources;
  }
}
