import type {
  DepartmentAddForm,
  DepartmentItem,
  DepartmentListInput,
  DepartmentUpdateForm,
} from '@arflow/domain/api/organisation';
import type { Paged } from '@arflow/domain/api/paging';
import { DEPARTMENT_CODE_PREFIX, type DepartmentType } from '@arflow/domain/members';
import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { UserState } from '../../platform/auth/user-state.ts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { findPage, likePattern, sortableColumns } from '../../platform/db/paging.ts';
import { isoInstants, pickFields, type RowOf } from '../../platform/db/rows.ts';
import { AppError, fieldError } from '../../platform/http/app-error.ts';
import { type Read, type RequestContext, requireActor } from '../../platform/http/context.ts';
import { departments } from './organisation.tables.ts';
import { writeCreated, writeEdited } from './record-trail.ts';

const columns = {
  id: departments.id,
  name: departments.name,
  type_id: departments.type_id,
  code: departments.code,
  active: departments.active,
  // Raw names: drizzle renders columns unqualified inside a select list, which would not correlate.
  group_count: sql<number>`(SELECT count(*)::int FROM groups g WHERE g.dep_id = departments.id)`,
  member_count: sql<number>`(SELECT count(*)::int FROM users u WHERE u.dep_id = departments.id)`,
  created_at: departments.created_at,
  updated_at: departments.updated_at,
};
const select = (db: DbOrTx) => db.select(columns).from(departments).$dynamic();
type Row = RowOf<typeof select>;
const toItem = (r: Row): DepartmentItem => ({
  ...isoInstants(r),
});
/** The funder's departments: those of the caller's own company. */
const mine = (actor: UserState) => eq(departments.ent_id, actor.enterprise_id);

async function loadDepartment(db: DbOrTx, actor: UserState, id: number): Promise<DepartmentItem> {
  const [row] = await select(db).where(and(eq(departments.id, id), mine(actor)));
  if (!row) throw new AppError('NOT_FOUND');
  return toItem(row);
}

export async function findDepartments(
  opts: Read<{
    filters: DepartmentListInput['search_condition'];
    input: Omit<DepartmentListInput, 'search_condition'>;
  }>,
): Promise<Paged<DepartmentItem>> {
  const { db, actor, filters: f } = opts;
  const where: (SQL | undefined)[] = [mine(actor)];
  if (f.keyword) {
    const p = likePattern(f.keyword);
    where.push(or(ilike(departments.name, p), ilike(departments.code, p)));
  }
  if (f.type_id !== undefined) where.push(eq(departments.type_id, f.type_id));
  if (f.active !== undefined) where.push(eq(departments.active, f.active));
  return findPage({
    db,
    input: opts.input,
    select: () => select(db),
    where: and(...where),
    sortable: sortableColumns(departments, ['id', 'name', 'code', 'type_id']),
    tieBreaker: departments.id,
    map: toItem,
  });
}

const codeTaken = () => fieldError('code', 'DEPARTMENT_CODE_TAKEN');

async function refuseTakenCode(tx: DbOrTx, entId: number, code: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(
        eq(departments.ent_id, entId),
        sql`lower(${departments.code}) = lower(${code})`,
        exceptId === undefined ? undefined : ne(departments.id, exceptId),
      ),
    );
  if (taken) throw codeTaken();
}

/** A free code for a new department: the type's prefix and the next number (CRM01, CRM02…). */
async function nextCode(tx: DbOrTx, entId: number, type: DepartmentType): Promise<string> {
  const prefix = DEPARTMENT_CODE_PREFIX[type];
  for (let n = 1; ; n++) {
    const code = `${prefix}${String(n).padStart(2, '0')}`;
    const [taken] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.ent_id, entId), sql`lower(${departments.code}) = lower(${code})`));
    if (!taken) return code;
  }
}

/** POST /department/add {name, type_id}: the code is generated (editable later, unique). */
export async function addDepartment(opts: { db: Db; ctx: RequestContext; form: DepartmentAddForm }) {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  try {
    const id = await db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext('arflow-department-code'), ${actor.enterprise_id})`,
      );
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(departments)
        .values({
          ent_id: actor.enterprise_id,
          name: form.name,
          type_id: form.type_id,
          code: await nextCode(tx, actor.enterprise_id, form.type_id),
          created_by: actor.id,
          updated_by: actor.id,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: departments.id });
      await writeCreated(tx, ctx, { entity: 'department', id: row!.id, form });
      return row!.id;
    });
    return loadDepartment(db, actor, id);
  } catch (err) {
    if (isUniqueViolation(err, 'departments_code_uq')) throw codeTaken();
    throw err;
  }
}

/** POST /department/update {id, name, type_id, active, code}: codes stay unique within the funder. */
export async function updateDepartment(opts: { db: Db; ctx: RequestContext; form: DepartmentUpdateForm }) {
  const { db, ctx, form } = opts;
  const actor = requireActor(ctx);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          ...pickFields(departments, ['name', 'type_id', 'active', 'code']),
        })
        .from(departments)
        .where(and(eq(departments.id, form.id), mine(actor)))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND');
      await refuseTakenCode(tx, actor.enterprise_id, form.code, form.id);
      const after = { name: form.name, type_id: form.type_id, active: form.active, code: form.code };
      await tx
        .update(departments)
        .set({ ...after, updated_by: actor.id, updated_at: ctx.clock.now() })
        .where(eq(departments.id, form.id));
      await writeEdited(tx, ctx, { entity: 'department', id: form.id, before, after, form });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'departments_code_uq')) throw codeTaken();
    throw err;
  }
  return loadDepartment(db, actor, form.id);
}
