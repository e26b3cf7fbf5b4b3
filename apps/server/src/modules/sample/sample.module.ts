import { SAMPLE_ACCESS } from '@arflow/domain/access/sample';
import {
  idParam,
  SAMPLE_COLUMNS,
  SAMPLE_SORT_COLUMNS,
  type SampleForm,
  sampleDetailResponse,
  sampleForm,
  sampleListQuery,
  sampleListResponse,
  sampleSaveResponse,
} from '@arflow/domain/api/sample';
import { SAMPLE_WORKFLOW } from '@arflow/domain/workflows/sample';
import { eq, ilike, or } from 'drizzle-orm';
import { likePattern } from '../../platform/db/paging.ts';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { recordRoutes } from '../../platform/modules/record-routes.ts';
import { demoSamples } from './sample.demo.ts';
import { sampleScope, selectSamples, toSampleItem } from './sample.query.ts';
import { samples } from './sample.tables.ts';

/**
 * Sample demo (spec §7 "Integration log and sample"), paths as the spec names them: the list,
 * one sample with its timeline and buttons, its form (create for the caller's company, or edit
 * one the caller may see, the history row listing the changed fields) and the disable action.
 */
const sampleRoutes = recordRoutes({
  tags: ['sample'],
  access: SAMPLE_ACCESS,
  params: idParam,
  table: samples,
  workflow: SAMPLE_WORKFLOW,
  scope: sampleScope,
  select: selectSamples,
  toItem: toSampleItem,
  list: {
    path: '/samples',
    query: sampleListQuery,
    response: sampleListResponse,
    export: { columns: SAMPLE_COLUMNS, file: 'mau' },
    filter: (query) => [
      // Each ILIKE is served by its column's trigram GIN index (sample.tables.ts), combined as a
      // BitmapOr; keywords under three characters have no trigram and fall back to a scan.
      query.keyword
        ? or(...[samples.code, samples.name, samples.email].map((c) => ilike(c, likePattern(query.keyword!))))
        : undefined,
      query.status ? eq(samples.status, query.status) : undefined,
    ],
    sortColumns: SAMPLE_SORT_COLUMNS,
    defaultSort: { column: 'updated_at', direction: 'DESC' },
  },
  detail: { path: '/sample/:id', response: sampleDetailResponse },
  actions: { disable: 'GET /sample/disable/:id' },
  save: {
    create: '/sample/form',
    edit: '/sample/form/:id',
    body: sampleForm,
    response: sampleSaveResponse,
    owner: (actor) => ({ ent_id: actor.enterprise_id }),
    // Codes are unique across companies, whatever the case.
    unique: { samples_code_uq: { field: 'code', code: 'CODE_TAKEN', lower: samples.code } },
  },
});

let fixtureSeq = 0;
/** A valid form with a code no other record has (the scoping test makes many). */
export function sampleFormFixture(): SampleForm {
  fixtureSeq += 1;
  return {
    code: `FIX-${process.pid}-${fixtureSeq}`,
    name: 'Bản ghi kiểm thử',
    email: 'kiemthu@vidu.vn',
    phone: '0909123456',
    amount: 150_000_000,
    rate: 7.25,
    effective_date: '2026-03-02',
    description: null,
  };
}

/** The sample module: the pattern every business module copies (docs/architecture.md). */
export const sampleModule = defineModule({
  name: 'sample',
  routes: sampleRoutes,

  async seedDemo({ tx, now, enterpriseId, userId }) {
    await seedThroughWorkflow(tx, {
      table: samples,
      workflow: SAMPLE_WORKFLOW,
      by: userId('master'),
      now,
      records: demoSamples().map((s) => ({
        values: { ...s.form, ent_id: enterpriseId(s.owner) },
        path: s.disabled ? (['create', 'disable'] as const) : (['create'] as const),
      })),
    });
  },

  scoping: {
    async record(db, ownerId) {
      const now = new Date();
      const [row] = await db
        .insert(samples)
        .values({
          ...sampleFormFixture(),
          ent_id: ownerId,
          status: 'ACTIVE',
          created_at: now,
          updated_at: now,
        })
        .returning({ id: samples.id });
      return { id: String(row!.id) };
    },
    body: (route) => (route.startsWith('POST /api/sample/form') ? sampleFormFixture() : undefined),
  },
});
