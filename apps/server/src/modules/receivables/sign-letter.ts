import type { DebtConfirmationItem } from '@arflow/domain/api/receivables';
import { letterSignFields } from '@arflow/domain/api/receivables';
import { DEBT_CONFIRMATION_WORKFLOW } from '@arflow/domain/workflows/debt-confirmation';
import { and, eq } from 'drizzle-orm';
import { applyTransition } from '../../platform/db/transition.ts';
import { transitionThen } from '../../platform/db/transition-then.ts';
import { recordStaged } from '../../platform/files/record.ts';
import { receiveUpload } from '../../platform/files/upload.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type RequestContext, requireActor, type Upload } from '../../platform/http/context.ts';
import type { ModuleDeps } from '../../platform/http/types.ts';
import { issueOtpToActor, verifyOtp } from '../../platform/otp/otp.ts';
import { letterScope, loadLetter } from './debt-confirmations.query.ts';
import { debtConfirmations } from './receivables.tables.ts';

const OTP_PURPOSE = 'debt_confirmation.sign';
const subject = (id: number) => `debt_confirmation:${id}`;

/**
 * A supplier company signs its letter by uploading the signed PDF (multipart: the text field `id`,
 * then `file`, typed by its magic bytes): the stored file is the signature the workflow requires.
 */
export async function signLetterWithFile(o: Upload) {
  const actor = requireActor(o.ctx);
  const { fields, files, commit, requireOne } = await receiveUpload(o.deps, o.req, letterSignFields);
  const id = fields.id;
  await requireOne(() => new AppError('FILE_NOT_VALID'));
  return commit(async (tx) => {
    const [letter] = await tx
      .select({ ent_id: debtConfirmations.ent_id })
      .from(debtConfirmations)
      .where(and(eq(debtConfirmations.id, id), letterScope(actor)));
    if (!letter) throw new AppError('NOT_FOUND');
    const [file] = await recordStaged(tx, o.ctx, files, { ent_id: letter.ent_id, purpose: 'document' });
    await applyTransition(tx, o.ctx, {
      table: debtConfirmations,
      workflow: DEBT_CONFIRMATION_WORKFLOW,
      action: 'sign',
      id,
      scope: letterScope(actor),
      input: { signature: file!.id },
      set: { signed_file_id: file!.id },
    });
    return (await loadLetter(tx, actor, id))!;
  });
}

/** An individual supplier (entity types 6, 7) asks for the OTP that signs this letter. */
export async function sendLetterOtp(o: { deps: ModuleDeps; ctx: RequestContext; id: number }) {
  const actor = requireActor(o.ctx);
  return o.deps.db.transaction(async (tx) => {
    const letter = await loadLetter(tx, actor, o.id);
    if (!letter) throw new AppError('NOT_FOUND');
    if (letter.status !== 'WAITING_E_SIGN') throw new AppError('TRANSITION_NOT_ALLOWED');
    return issueOtpToActor(tx, o.ctx, {
      purpose: OTP_PURPOSE,
      subject: subject(o.id),
      what: {
        vi: `ký thư xác nhận nợ ${letter.letter_no}`,
        en: `signing debt-confirmation letter ${letter.letter_no}`,
      },
    });
  });
}

/** The individual signs with the OTP sent to them: single use, bound to this letter. */
export async function signLetterWithOtp(o: {
  deps: ModuleDeps;
  ctx: RequestContext;
  id: number;
  otp: string;
}): Promise<DebtConfirmationItem> {
  const actor = requireActor(o.ctx);
  if (!(await loadLetter(o.deps.db, actor, o.id))) throw new AppError('NOT_FOUND');
  await verifyOtp(o.deps.db, {
    userId: actor.id,
    purpose: OTP_PURPOSE,
    subject: subject(o.id),
    code: o.otp,
    now: o.ctx.clock.now(),
  });
  return transitionThen(o.deps.db, o.ctx, async (tx) => (await loadLetter(tx, actor, o.id))!, {
    table: debtConfirmations,
    workflow: DEBT_CONFIRMATION_WORKFLOW,
    action: 'sign',
    id: o.id,
    scope: letterScope(actor),
    input: { signature: `otp:${actor.id}`, otp: o.otp },
  });
}
