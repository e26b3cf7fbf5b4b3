import type { AppendixDetail } from '@arflow/domain/api/appendices';
import { APPENDIX_WORKFLOW } from '@arflow/domain/workflows/appendix';
import { COMMISSION_WORKFLOW } from '@arflow/domain/workflows/commission';
import { eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { signingDocuments } from '../signing/signing.tables.ts';
import { refAppendices } from './appendices.tables.ts';
import { appendixScope, findAppendix, loadAppendixDetail } from './appendix.query.ts';

/**
 * POST /partner/ref_appendix/{id}/reject {reason}: the funder refuses a request or the
 * partner's signature (→ -1), the partner refuses to sign (→ -1), or the funder sends a bad hard
 * copy back for a new upload (5 → 4). A rejected appendix's document takes no more signatures
 * and its commission is rejected with it.
 */
export async function rejectAppendix(o: Command<{ id: number; reason: string }>): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  return o.db.transaction(async (tx) => {
    const before = await findAppendix(tx, actor, o.id);
    const row = await applyTransition(tx, o.ctx, {
      table: refAppendices,
      workflow: APPENDIX_WORKFLOW,
      action: 'reject',
      id: o.id,
      scope: appendixScope(actor),
      input: { reason: o.reason },
      // A hard copy sent back is replaced by the next upload.
      set: before.status === 5 ? { hard_copy_file_id: null } : {},
      payload: { reason: o.reason },
    });
    if (row.status === -1) {
      if (row.document_id !== null) {
        await tx
          .update(signingDocuments)
          .set({ next_party: null, updated_at: o.ctx.clock.now() })
          .where(eq(signingDocuments.id, row.document_id));
      }
      await applyTransition(tx, o.ctx, {
        table: refAppendices,
        workflow: COMMISSION_WORKFLOW,
        statusColumn: 'commission_status',
        action: 'close',
        id: o.id,
        asSystem: true,
      });
    }
    return loadAppendixDetail(tx, actor, o.id);
  });
}

/** POST /partner/ref_appendix/{id}/confirm: the funder checked the hard copy against the original. */
export async function confirmAppendix(o: Command<{ id: number }>): Promise<AppendixDetail> {
  const actor = requireActor(o.ctx);
  return transitionThen(o.db, o.ctx, (tx) => loadAppendixDetail(tx, actor, o.id), {
    table: refAppendices,
    workflow: APPENDIX_WORKFLOW,
    action: 'confirm',
    id: o.id,
    scope: appendixScope(actor),
  });
}
