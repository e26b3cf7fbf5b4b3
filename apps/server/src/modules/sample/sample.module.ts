import type { SampleForm } from '@arflow/domain/api/sample';
import { SAMPLE_WORKFLOW } from '@arflow/domain/workflows/sample';
import { seedThroughWorkflow } from '../../platform/db/seed-through-workflow.ts';
import { defineModule } from '../../platform/modules/module.ts';
import { demoSamples } from './sample.demo.ts';
import { sampleRoutes } from './sample.routes.ts';
import { samples } from './sample.tables.ts';

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
