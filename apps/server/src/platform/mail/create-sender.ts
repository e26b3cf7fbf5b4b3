import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { logMailSender, type MailSender } from './outbox.ts';
import { smtpMailSender } from './smtp-sender.ts';

/** The sender MAIL_SENDER names: the log (nothing leaves the machine) or SMTP. */
export function createMailSender(config: Config, log: FastifyBaseLogger): MailSender {
  if (config.mailSender === 'smtp' && config.smtp) return smtpMailSender(config.smtp);
  return logMailSender(log);
}
