import type { NoteForm, NoteItem, ReportForm } from '@arflow/domain/api/companies';
import { NOTE_SORT_COLUMNS } from '@arflow/domain/api/companies';
import type { Paged } from '@arflow/domain/api/paging';
import type { ClientNoteKind } from '@arflow/domain/statuses/company';
import { COMPANY_WORKFLOW } from '@arflow/domain/workflows/company';
import { and, desc, eq } from 'drizzle-orm';
import { writeAudit, writeHistory } from '../../platform/audit/audit.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { findPage, type PageInput, sortableColumns } from '../../platform/db/paging.ts';
import { pickFields } from '../../platform/db/rows.ts';
import type { Command } from '../../platform/http/context.ts';
import { users } from '../users/users.tables.ts';
import { enterpriseNotes } from './company.tables.ts';

function selectNotes(db: DbOrTx) {
  return db
    .select({
      ...pickFields(enterpriseNotes, ['id', 'ent_id', 'kind', 'title', 'content', 'report_date']),
      user_full_name: users.fullName,
      user_position: users.position,
      created_at: enterpriseNotes.created_at,
    })
    .from(enterpriseNotes)
    .leftJoin(users, eq(users.id, enterpriseNotes.created_by))
    .$dynamic();
}

type NoteRow = Omit<NoteItem, 'created_at'> & { created_at: Date };
const toNoteItem = (r: NoteRow): NoteItem => ({ ...r, created_at: r.created_at.toISOString() });

/**
 * A company's reports or notes, newest first, with who wrote the latest and when (spec §3
 * "reports: last_update_date, last_user_full_name, last_user_position").
 */
export async function findNotes(opts: {
  db: DbOrTx;
  entId: number;
  kind: ClientNoteKind;
  input: PageInput;
}): Promise<
  Omit<Paged<NoteItem>, 'object'> & {
    object: {
      last_update_date: string | null;
      last_user_full_name: string | null;
      last_user_position: string | null;
    };
  }
> {
  const { db, entId, kind, input } = opts;
  const where = and(eq(enterpriseNotes.ent_id, entId), eq(enterpriseNotes.kind, kind));
  const [page, [last]] = await Promise.all([
    findPage({
      db,
      input,
      select: () => selectNotes(db),
      where,
      sortable: sortableColumns(enterpriseNotes, NOTE_SORT_COLUMNS),
      defaultSort: { column: 'created_at', direction: 'DESC' },
      tieBreaker: enterpriseNotes.id,
      map: toNoteItem,
    }),
    selectNotes(db).where(where).orderBy(desc(enterpriseNotes.created_at), desc(enterpriseNotes.id)).limit(1),
  ]);
  return {
    ...page,
    object: {
      last_update_date: last ? last.created_at.toISOString() : null,
      last_user_full_name: last?.user_full_name ?? null,
      last_user_position: last?.user_position ?? null,
    },
  };
}

/** Add a report or a note to a company the route found in the caller's scope. */
export async function addNote(
  opts: Command<{ entId: number; kind: ClientNoteKind; form: ReportForm | NoteForm }>,
): Promise<NoteItem> {
  const { db, ctx, entId, kind, form } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enterpriseNotes)
      .values({
        ent_id: entId,
        kind,
        title: 'title' in form ? form.title : null,
        content: form.content,
        report_date: 'report_date' in form ? form.report_date : null,
        created_by: ctx.actor?.id ?? null,
        created_at: ctx.clock.now(),
      })
      .returning({ id: enterpriseNotes.id });
    await writeHistory(tx, ctx, { entity: COMPANY_WORKFLOW.entity, entityId: entId, action: `${kind}_ADD` });
    await writeAudit(tx, ctx, {
      action: `enterprise_note.create`,
      entity: 'enterprise_note',
      entityId: row!.id,
      payload: { ent_id: entId, kind, ...form },
    });
    const [saved] = await selectNotes(tx).where(eq(enterpriseNotes.id, row!.id));
    return toNoteItem(saved!);
  });
}
