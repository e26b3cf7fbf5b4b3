import type { Text } from '@arflow/domain/text';

/**
 * The platform's e-mails, each written in Vietnamese and English. A mail holds both languages
 * (Vietnamese first) unless the recipient's language is known: the portal keeps the language in
 * a cookie, not on the user, so most mails go out bilingual.
 */
interface Rendered {
  subject: Text;
  body: Text;
}

const otp = (d: { fullName: string; code: string; what: Text; minutes: number }): Rendered => ({
  subject: { vi: `Mã OTP ARFlow: ${d.code}`, en: `ARFlow OTP: ${d.code}` },
  body: {
    vi: [
      `Xin chào ${d.fullName},`,
      `Mã OTP để ${d.what.vi} là ${d.code}. Mã dùng một lần, hiệu lực ${d.minutes} phút. Không chia sẻ mã này với bất kỳ ai.`,
    ].join('\n'),
    en: [
      `Hello ${d.fullName},`,
      `Your OTP to ${d.what.en} is ${d.code}. It can be used once, within ${d.minutes} minutes. Never share it.`,
    ].join('\n'),
  },
});

const signingRequest = (d: { fullName: string; document: Text; link: string }): Rendered => ({
  subject: {
    vi: `Tài liệu chờ bạn ký: ${d.document.vi}`,
    en: `A document awaits your signature: ${d.document.en}`,
  },
  body: {
    vi: [`Xin chào ${d.fullName},`, `${d.document.vi} đang chờ bạn ký số. Mở: ${d.link}`].join('\n'),
    en: [
      `Hello ${d.fullName},`,
      `${d.document.en} is waiting for your digital signature. Open: ${d.link}`,
    ].join('\n'),
  },
});

export const MAIL_TEMPLATES = { otp, 'signing-request': signingRequest } as const;
export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailData<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]>[0];

/** Subject and body of a mail: in `locale` when given, else Vietnamese then English. */
export function renderMail<K extends MailKind>(
  kind: K,
  data: MailData<K>,
  locale?: 'vi' | 'en',
): { subject: string; body: string } {
  const r = (MAIL_TEMPLATES[kind] as (d: MailData<K>) => Rendered)(data);
  if (locale) return { subject: r.subject[locale], body: r.body[locale] };
  return { subject: `${r.subject.vi} / ${r.subject.en}`, body: `${r.body.vi}\n\n${r.body.en}` };
}
