import type { CorporateForm, PartnerItem, PersonForm } from '@arflow/domain/api/partners';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { diff } from '../../platform/audit/audit.ts';
import { applyTransition, insertWithTransition, saveThroughWorkflow } from '../../platform/db/transition.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type Command, requireActor } from '../../platform/http/context.ts';
import { individuals, suppliers } from '../enterprises/company.tables.ts';
import { enterprises } from '../enterprises/enterprises.tables.ts';
import {
  companyScope,
  PARTNER_TYPES,
  refuseTaken,
  registrationValues,
  uniqueViolationError,
} from '../enterprises/index.ts';
import { loadPartner } from './partner.query.ts';

/** Create or edit a corporate partner; the partner tax code is unique (spec §5). */
export async function saveCorporate(
  opts: Command<{ form: CorporateForm; id?: number }>,
): Promise<PartnerItem> {
  const { db, ctx, form, id } = opts;
  const actor = requireActor(ctx);
  const values = { ...registrationValues(form), partner_kind: form.partner_kind };
  try {
    return await db.transaction(async (tx) => {
      await refuseTaken(tx, { type: 'PARTNER', code: form.code, mst: form.mst, id });
      if (id !== undefined && !(await loadPartner(tx, actor, id, 'CORPORATE')))
        throw new AppError('NOT_FOUND');
      const row = await saveThroughWorkflow(tx, ctx, {
        table: enterprises,
        workflow: COMPANY_WORKFLOW,
        id,
        values: { ...values, type: 'PARTNER', partner_form: 'CORPORATE' },
        set: values,
        scope: companyScope(actor, PARTNER_TYPES),
        payload: form,
      });
      return (await loadPartner(tx, actor, row.id))!;
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
}

/**
 * Create or edit a person partner: ID card unique, tax code unique among partners when given.
 * `also_supplier` on creation makes the combined DOITAC_NCC account (individual supplier and
 * partner, legal form 7); the account's kind is kept on later edits.
 */
export async function savePerson(opts: Command<{ form: PersonForm; id?: number }>): Promise<PartnerItem> {
  const { db, ctx, form, id } = opts;
  const actor = requireActor(ctx);
  const values = {
    code: form.code,
    name: form.name,
    mst: form.mst,
    address: form.address,
    tel_no: form.tel_no,
    email1: form.email1,
    email2: form.email2,
    partner_kind: form.partner_kind,
  };
  const person = {
    id_card_number: form.id_card_number,
    id_card_issue_date: form.id_card_issue_date,
    id_card_issue_place: form.id_card_issue_place,
    date_of_birth: form.date_of_birth,
  };
  try {
    return await db.transaction(async (tx) => {
      const type = id === undefined && form.also_supplier ? 'DOITAC_NCC' : 'PARTNER';
      await refuseTaken(tx, {
        type,
        code: form.code,
        mst: form.mst,
        id_card_number: form.id_card_number,
        id,
      });
      let entId = id;
      if (entId === undefined) {
        const row = await insertWithTransition(tx, ctx, {
          table: enterprises,
          workflow: COMPANY_WORKFLOW,
          action: 'create',
          values: { ...values, type, partner_form: 'PERSON' },
          payload: form,
        });
        entId = row.id;
        await tx.insert(individuals).values({ id: entId, ...person, updated_at: ctx.clock.now() });
        if (type === 'DOITAC_NCC') await tx.insert(suppliers).values({ id: entId, ent_type: 7 });
      } else {
        const current = await loadPartner(tx, actor, entId, 'PERSON');
        if (!current) throw new AppError('NOT_FOUND');
        const changes = diff(current, person);
        const newCard = current.id_card_number !== null && current.id_card_number !== form.id_card_number;
        await applyTransition(tx, ctx, {
          table: enterprises,
          workflow: COMPANY_WORKFLOW,
          action: 'update',
          id: entId,
          scope: companyScope(actor, PARTNER_TYPES),
          set: values,
          alsoChanged: changes,
          payload: form,
        });
        // A new ID card is checked again (eKYC back to pending).
        await tx
          .insert(individuals)
          .values({ id: entId, ...person, updated_at: ctx.clock.now() })
          .onConflictDoUpdate({
            target: individuals.id,
            set: { ...person, ...(newCard ? { status: 'PENDING' as const } : {}) },
          });
      }
      return (await loadPartner(tx, actor, entId))!;
    });
  } catch (err) {
    throw uniqueViolationError(err) ?? err;
  }
}
