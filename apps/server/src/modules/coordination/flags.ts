import type { NoticeFlags } from '@arflow/domain/api/coordination';
import { allows } from '@arflow/domain/permissions';
import { NOTICE_WRITERS } from '@arflow/domain/workflows/partner-notice';
import type { UserState } from '../../platform/auth/user-state.ts';
import { AppError } from '../../platform/http/app-error.ts';

/**
 * The server's flags of spec §6 for the signed-in user (decision 0089): who may create funding
 * notices (funding and guarantee requests) and payment notices. Read from the user's role, so
 * the screen's buttons and the server's refusal cannot disagree.
 */
export function noticeFlagsOf(actor: UserState): NoticeFlags {
  const writer = allows(NOTICE_WRITERS, actor);
  return { allow_create_funding_notice: writer, allow_create_payment_notice: writer };
}

export function requireFlag(actor: UserState, flag: keyof NoticeFlags): void {
  if (!noticeFlagsOf(actor)[flag]) throw new AppError('NOTICE_NOT_ALLOWED');
}
