import type { BuyerConfirmationAction } from '@arflow/domain/workflows/buyer-confirmation';
import { BUYER_CONFIRMATION_WORKFLOW } from '@arflow/domain/workflows/buyer-confirmation';
import { availableActions } from '@arflow/domain/workflows/engine';
import type { UserState } from '../../platform/auth/user-state.ts';

/**
 * The buttons of a transaction for this buyer user: the workflow's actions from its buyer code,
 * the funding ones only when the buyer funds it, never the system's request for confirmation.
 */
export function buyerActions(
  actor: UserState,
  buyerStatus: number,
  hasFundingRequest: boolean,
): BuyerConfirmationAction[] {
  const funding: BuyerConfirmationAction[] = ['approve_funding', 'reject_funding', 'confirm_disbursement'];
  return availableActions({ workflow: BUYER_CONFIRMATION_WORKFLOW, from: buyerStatus as -1, actor })
    .map((a) => a.action)
    .filter((a) => a !== 'request_confirm' && (hasFundingRequest || !funding.includes(a)));
}
