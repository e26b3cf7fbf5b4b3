import { DEFAULT_LOCALE, type Locale } from '@arflow/domain/text';
import type { FastifyRequest } from 'fastify';

/** A malformed cookie value (e.g. a lone '%') is no choice at all: it must not fail the request. */
function decoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decoded(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * The request's language: the portal's `locale` cookie ('vn' | 'en', spec §9) wins because the
 * user chose it; else the first of vi/en in Accept-Language; else Vietnamese.
 */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>): Locale {
  const chosen = cookie(req.headers.cookie, 'locale');
  if (chosen === 'en') return 'en';
  if (chosen === 'vn' || chosen === 'vi') return 'vi';
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    for (const tag of header.split(',')) {
      const lang = tag.trim().slice(0, 2).toLowerCase();
      if (lang === 'en' || lang === 'vi') return lang;
    }
  }
  return DEFAULT_LOCALE;
}
