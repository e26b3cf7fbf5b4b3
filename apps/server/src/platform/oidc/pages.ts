export type Locale = 'vi' | 'en';

const TEXTS = {
  logout: {
    vi: { title: 'Đăng xuất', body: 'Bạn muốn đăng xuất khỏi ARFlow?', yes: 'Đăng xuất', no: 'Ở lại' },
    en: {
      title: 'Sign out',
      body: 'Do you want to sign out of ARFlow?',
      yes: 'Sign out',
      no: 'Stay signed in',
    },
  },
  loggedOut: {
    vi: { title: 'Đã đăng xuất', body: 'Bạn đã đăng xuất khỏi ARFlow.', yes: '', no: '' },
    en: { title: 'Signed out', body: 'You have signed out of ARFlow.', yes: '', no: '' },
  },
  error: {
    vi: { title: 'Không đăng nhập được', body: 'Yêu cầu đăng nhập không hợp lệ.', yes: '', no: '' },
    en: { title: 'Sign-in failed', body: 'The sign-in request is not valid.', yes: '', no: '' },
  },
} as const;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The few pages the provider draws itself, in the visitor's language (the portal's `locale`
 * cookie): the sign-out question, its answer, an error. `form` is the provider's own hidden
 * form (it carries the anti-forgery value); the buttons submit it.
 */
export function providerPage(
  locale: Locale,
  page: keyof typeof TEXTS,
  form?: string,
  detail?: string,
): string {
  const t = TEXTS[page][locale];
  const buttons = form
    ? `${form}<p><button type="submit" form="op.logoutForm" name="logout" value="yes" data-testid="oidc-logout-yes" autofocus>${t.yes}</button> <button type="submit" form="op.logoutForm">${t.no}</button></p>`
    : `<p><a href="/">ARFlow</a></p>`;
  const more = detail ? `<p><small>${escapeHtml(detail)}</small></p>` : '';
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:3rem auto"><h1>${t.title}</h1><p>${t.body}</p>${more}${buttons}</body></html>`;
}
