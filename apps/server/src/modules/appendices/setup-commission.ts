import type { AppendixDetail, CommissionSetupBody } from '@arflow/domain/api/appendices';
import { COMMISSION_WORKFLOW } from '@arflow/domain/workflows/commission';
import { applyTransition } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { refAppendices } from './appendices.tables.ts';
import { appendixScope, findAppendix, loadAppendixDetail } from './appendix.query.ts';

/**
 * POST /partner/ref_appendix/{id}/commission_setup: on a complete appendix, the funder's
 * commission staff switch the commission on with its rate and payment type (→ 3 active), or off
 * with a reason (→ 1 deactivated).
 */
export async function setupCommission(
  o: Command<{ id: number; body: CommissionSetupBody }>,
): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    const item = await findAppendix(tx, actor, o.id);
    if (item.status !== 6) throw new AppError('APPENDIX_NOT_COMPLETE');
    await applyTransition(tx, o.ctx, {
      table: refAppendices,
      workflow: COMMISSION_WORKFLOW,
      statusColumn: 'commission_status',
      action: o.body.active ? 'activate' : 'deactivate',
      id: o.id,
      scope: appendixScope(actor),
      input: { reason: o.body.reason },
      set: o.body.active
        ? { commission_rate: o.body.commission_rate, payment_type: o.body.payment_type }
        : {},
      payload: o.body,
    });
    return loadAppendixDetail(tx, actor, o.id);
  });
}
