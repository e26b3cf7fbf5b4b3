import { text } from '@arflow/domain/text';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from './locale.ts';

const SUCCESS = text('Thành công!', 'Success!');

/**
 * The answer (`okResponse`) of a call that only reports success (sign-out, an invitation, a
 * status switch): the same sentence everywhere, in the request's language.
 */
export function okAnswer(req: FastifyRequest): { status: number; messages: string[] } {
  return { status: 200, messages: [SUCCESS[requestLocale(req)]] };
}
