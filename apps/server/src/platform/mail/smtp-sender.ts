import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config.ts';
import type { MailSender } from './outbox.ts';

/** Delivers through an SMTP server (MAIL_SENDER=smtp); a refusal throws, so the outbox retries. */
export function smtpMailSender(cfg: SmtpConfig): MailSender & { close(): void } {
  const transport = nodemailer.createTransport({
    host: cfg.host,
    port: cfg.port,
    secure: cfg.secure,
    ...(cfg.auth ? { auth: cfg.auth } : {}),
  });
  return {
    async send(mail) {
      await transport.sendMail({ from: cfg.from, to: mail.to, subject: mail.subject, text: mail.body });
    },
    close: () => transport.close(),
  };
}
