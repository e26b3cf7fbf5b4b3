import { DEFAULT_LOCALE, type Locale } from '@arflow/domain/text';
import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

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

const LANGUAGES: Locale[] = ['vi', 'en'];

/**
 * The request's language: the portal's `locale` cookie ('vn' | 'en', spec §9) wins because the
 * user chose it (docs/decisions.md, "Request language"); else the preferred of vi/en in
 * Accept-Language by its q-values (`negotiator`, as Express uses: 'en-US' counts as en, q=0 as
 * refused); else Vietnamese.
 */
export function requestLocale(req: Pick<FastifyRequest, 'headers'>): Locale {
  const chosen = cookie(req.headers.cookie, 'locale');
  if (chosen === 'en') return 'en';
  if (chosen === 'vn' || chosen === 'vi') return 'vi';
  const header = req.headers['accept-language'];
  if (typeof header === 'string' && header !== '') {
    const best = new Negotiator({ headers: { 'accept-language': header } }).language(LANGUAGES);
    if (best === 'vi' || best === 'en') return best;
  }
  return DEFAULT_LOCALE;
}
