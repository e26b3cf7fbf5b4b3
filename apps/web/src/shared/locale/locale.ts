import {
  cookieFromLocale,
  LOCALE_COOKIE,
  type LocaleCookieValue,
  localeFromCookie,
} from '@arflow/domain/constants';
import type { Locale } from '@arflow/domain/text';
import Cookies from 'js-cookie';

/**
 * The language lives in the `locale` cookie with the spec's values 'vn' and 'en' (spec §9),
 * kept 365 days; inside the app the locale is the domain's 'vi' | 'en'.
 */
export function fromCookieValue(value: string | undefined | null): Locale {
  return localeFromCookie(value);
}

export function toCookieValue(locale: Locale): LocaleCookieValue {
  return cookieFromLocale(locale);
}

export function readLocale(): Locale {
  return fromCookieValue(Cookies.get(LOCALE_COOKIE.name));
}

export function saveLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE.name, toCookieValue(locale), {
    expires: LOCALE_COOKIE.maxAgeDays,
    path: '/',
    sameSite: 'lax',
  });
}

/** The Accept-Language value the API expects. */
export function acceptLanguage(locale: Locale): 'vi' | 'en' {
  return locale;
}
