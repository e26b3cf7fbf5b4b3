import { SAMPLE_ACCESS } from '../access/sample.ts';
import { SAMPLE_STATUSES, type SampleStatus } from '../statuses/sample.ts';
import type { TransitionRule, Workflow } from './types.ts';

export const SAMPLE_ACTIONS = ['create', 'update', 'disable'] as const;
export type SampleAction = (typeof SAMPLE_ACTIONS)[number];

const EDITORS = SAMPLE_ACCESS.write;

/** The sample's life, the smallest example of a transition table the server obeys. */
export const SAMPLE_RULES = [
  { action: 'create', from: [null], to: 'ACTIVE', by: EDITORS },
  // Editing keeps the status: a disabled record may still be corrected, it stays disabled.
  { action: 'update', from: ['ACTIVE'], to: 'ACTIVE', by: EDITORS },
  { action: 'update', from: ['DISABLED'], to: 'DISABLED', by: EDITORS },
  { action: 'disable', from: ['ACTIVE'], to: 'DISABLED', by: EDITORS },
] as const satisfies readonly TransitionRule<SampleStatus, SampleAction>[];

export const SAMPLE_WORKFLOW = {
  entity: 'sample',
  states: SAMPLE_STATUSES,
  actions: SAMPLE_ACTIONS,
  rules: SAMPLE_RULES,
} as const satisfies Workflow<SampleStatus, SampleAction>;
