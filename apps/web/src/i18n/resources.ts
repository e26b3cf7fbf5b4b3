import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enSample from './en/sample.json';
import viAccount from './vi/account.json';
import viAuth from './vi/auth.json';
import viCommon from './vi/common.json';
import viSample from './vi/sample.json';

/** One namespace per area; a key reads `<area>.<screen>.<element>` with the area as namespace. */
export const NAMESPACES = ['common', 'auth', 'sample', 'account'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const RESOURCES = {
  vi: { common: viCommon, auth: viAuth, sample: viSample, account: viAccount },
  en: { common: enCommon, auth: enAuth, sample: enSample, account: enAccount },
} as const;
