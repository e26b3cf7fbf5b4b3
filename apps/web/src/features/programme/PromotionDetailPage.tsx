import { promotionForm } from '@arflow/domain/api/programme';
import { PROMOTION_STATUS_LABELS } from '@arflow/domain/statuses/programme';
import type { PromotionAction } from '@arflow/domain/workflows/promotion';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { RecordDetail } from '../../shared/detail/RecordDetail.tsx';
import type { ActionSpec } from '../../shared/widgets/WorkflowActions.tsx';
import { usePromotion, usePromotionAction, useSavePromotion } from './api.ts';
import { PROMOTION_HISTORY_ACTIONS } from './config.ts';
import { usePromotionFields } from './promotion-fields.tsx';

/**
 * /fun/program-setup/promotion/:id: the promotion, the buttons its workflow allows this user now
 * (edit and delete while waiting, stop while applied) and its timeline.
 */
export default function PromotionDetailPage() {
  const id = useRouteId();
  const detail = usePromotion(id);
  const save = useSavePromotion(id);
  const act = usePromotionAction(id);
  const fields = usePromotionFields();
  const loaded = recordState(id, detail, 'promotion');
  if ('view' in loaded) return loaded.view;
  const { data, history, actions } = loaded.data;
  const specs: Partial<Record<PromotionAction, ActionSpec>> = {
    delete: {
      label: 'programme.promotion.delete',
      testId: 'promotion-delete',
      danger: true,
      confirm: { title: 'programme.promotion.confirmDelete' },
      done: 'programme.promotion.done',
      run: () => act.mutateAsync({ action: 'delete' }),
      pending: act.isPending,
    },
    stop: {
      label: 'programme.promotion.stop',
      testId: 'promotion-stop',
      danger: true,
      done: 'programme.promotion.done',
      reason: {
        label: 'programme.promotion.reason',
        required: 'programme.promotion.reason',
        danger: false,
        testId: 'promotion-reason',
        submit: (reason) => act.mutateAsync({ action: 'stop', reason }),
      },
    },
  };
  return (
    <RecordDetail
      id="promotion"
      title={data.name}
      status={{ label: PROMOTION_STATUS_LABELS[data.status], code: data.status }}
      allowed={actions}
      edit="update"
      specs={specs}
      form={{
        schema: promotionForm,
        fields,
        initial: data,
        submit: save.mutateAsync,
        saving: save.isPending,
      }}
      history={{ entries: history, statuses: PROMOTION_STATUS_LABELS, actions: PROMOTION_HISTORY_ACTIONS }}
    />
  );
}
