import enAccount from './en/account.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import viAccount from './vi/account.json';
import viAuth from './vi/auth.json';
import viCommon from './vi/common.json';

/**
 * The shell's namespaces, in the entry chunk: the frame, sign-in and the user's own account.
 * Every business area's namespace lives in its feature folder and loads with its first page
 * (features/<area>/index.ts `texts`). A key reads `<namespace>.<screen>.<element>`.
 */
export const SHELL_NAMESPACES = ['common', 'auth', 'account'] as const;
export type ShellNamespace = (typeof SHELL_NAMESPACES)[number];

export const SHELL_RESOURCES = {
  vi: { common: viCommon, auth: viAuth, account: viAccount },
  en: { common: enCommon, auth: enAuth, account: enAccount },
} as const;
