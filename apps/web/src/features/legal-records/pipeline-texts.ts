import { PARTNER_LEAD_ACTIONS, type PartnerLeadAction } from '@arflow/domain/workflows/partner-lead';
import type { TextKey } from '../../shared/i18n-keys.ts';

/** The areas whose texts name the partner/lead pipeline under `<ns>.pipeline.*`. */
type PipelineNamespace = 'buyers' | 'suppliers' | 'partners';

/**
 * The pipeline's texts in an area's own words: each step's button (and history row, whose action
 * is in capitals) and the step dialog's texts, all under `<ns>.pipeline`.
 */
export function pipelineTexts<N extends PipelineNamespace>(ns: N) {
  const step = (a: PartnerLeadAction): TextKey => `${ns}.pipeline.actions.${a}`;
  return {
    labels: Object.fromEntries(PARTNER_LEAD_ACTIONS.map((a) => [a, step(a)])) as Record<
      PartnerLeadAction,
      TextKey
    >,
    history: Object.fromEntries(PARTNER_LEAD_ACTIONS.map((a) => [a.toUpperCase(), step(a)])) as Record<
      Uppercase<PartnerLeadAction>,
      TextKey
    >,
    texts: {
      reason: `${ns}.pipeline.reason`,
      confirm: `${ns}.pipeline.confirm`,
      documentsRequired: `${ns}.pipeline.documentsRequired`,
      done: `${ns}.pipeline.done`,
    } satisfies Record<string, TextKey>,
  };
}
