import { BUYER_CREDIT_SETUP_WORKFLOW } from '@arflow/domain/workflows/buyer-credit';
import { SAMPLE_WORKFLOW } from '@arflow/domain/workflows/sample';
import { describe, expect, it } from 'vitest';
import { walkWorkflow } from './seed-through-workflow.ts';

describe('walkWorkflow (demo timelines from the transition table)', () => {
  it('follows each action from the status the previous one reached', () => {
    expect(walkWorkflow(BUYER_CREDIT_SETUP_WORKFLOW, ['setup', 'approve', 'activate'])).toEqual([
      { action: 'SETUP', from: null, to: 'PENDING' },
      { action: 'APPROVE', from: 'PENDING', to: 'APPLIED' },
      { action: 'ACTIVATE', from: 'APPLIED', to: 'ACTIVATED' },
    ]);
  });

  it('refuses a path the table does not allow, so demo data cannot invent a transition', () => {
    expect(() => walkWorkflow(SAMPLE_WORKFLOW, ['create', 'disable', 'disable'])).toThrow(
      "sample: no rule takes 'disable' from DISABLED",
    );
    expect(() => walkWorkflow(SAMPLE_WORKFLOW, ['disable'])).toThrow(/from null/);
  });
});
