import { CheckOutlined, RollbackOutlined, UserAddOutlined } from '@ant-design/icons';
import { custodyForm } from '@arflow/domain/api/custody';
import { DOCUMENT_STATUS_LABELS } from '@arflow/domain/statuses/document';
import type { CustodyAction } from '@arflow/domain/workflows/custody';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { RecordDetail } from '../../shared/detail/RecordDetail.tsx';
import { ReasonModal } from '../../shared/widgets/ReasonModal.tsx';
import type { ActionSpec } from '../../shared/widgets/WorkflowActions.tsx';
import { type Assigning, AssignModal } from './AssignModal.tsx';
import { useCustodyAction, useCustodyDetail, useSaveCustody } from './api.ts';
import { CustodyFacts } from './CustodyFacts.tsx';
import { CUSTODY_FIELDS, CUSTODY_HISTORY_ACTIONS, CUSTODY_HISTORY_FIELDS } from './config.ts';

type Asking = 'lose' | 'request' | null;

/**
 * /fun/document-storage/:id (DocumentDetail): the document, the buttons of the actions the server
 * allows this user now (its transition table decides), the custody facts and the timeline.
 */
export default function CustodyDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useCustodyDetail(id);
  const save = useSaveCustody(id);
  const act = useCustodyAction(id);
  const [assigning, setAssigning] = useState<Assigning>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const loaded = recordState(id, detail, 'custody');
  if ('view' in loaded) return loaded.view;
  const { data, history, actions } = loaded.data;

  const plain = (
    action: 'receive' | 'damage' | 'recover' | 'return',
    icon?: React.ReactNode,
  ): ActionSpec => ({
    label: `custody.detail.${action}`,
    testId: `custody-${action}`,
    icon,
    danger: action === 'damage',
    confirm: { title: 'custody.detail.confirm' },
    done: 'custody.detail.done',
    run: () => act.mutateAsync({ path: action, body: {} }),
    pending: act.isPending && act.variables?.path === action,
  });
  const opens = (action: CustodyAction, open: () => void, icon?: React.ReactNode): ActionSpec => ({
    label: `custody.detail.${action}` as ActionSpec['label'],
    testId: `custody-${action.replace('_', '-')}`,
    icon,
    run: open,
  });
  const specs: Partial<Record<CustodyAction, ActionSpec>> = {
    receive: plain('receive', <CheckOutlined />),
    damage: plain('damage'),
    recover: plain('recover'),
    return: plain('return', <RollbackOutlined />),
    lose: { ...opens('lose', () => setAsking('lose')), danger: true },
    request: opens('request', () => setAsking('request')),
    assign_holder: opens('assign_holder', () => setAssigning('assign_holder'), <UserAddOutlined />),
    assign_authority: opens('assign_authority', () => setAssigning('assign_authority')),
  };
  return (
    <>
      <RecordDetail
        id="custody"
        title={`${data.trans_code} — ${data.doc_name}`}
        status={{ label: DOCUMENT_STATUS_LABELS[data.status], code: String(data.status) }}
        allowed={actions}
        edit="update"
        specs={specs}
        form={{
          schema: custodyForm,
          fields: CUSTODY_FIELDS,
          initial: data,
          submit: save.mutateAsync,
          saving: save.isPending,
        }}
        history={{
          entries: history,
          statuses: DOCUMENT_STATUS_LABELS,
          actions: CUSTODY_HISTORY_ACTIONS,
          fields: CUSTODY_HISTORY_FIELDS,
        }}
        tabs={{
          testId: 'custody-tabs',
          info: 'custody.list.title',
          items: [
            {
              key: 'custody',
              label: <span data-testid="custody-tab-facts">{t('custody.detail.custody')}</span>,
              children: <CustodyFacts item={data} />,
            },
          ],
        }}
      />
      <AssignModal id={id} assigning={assigning} close={() => setAssigning(null)} />
      <ReasonModal
        open={asking !== null}
        title={asking ? t(asking === 'lose' ? 'custody.detail.lose' : 'custody.detail.request') : ''}
        label={asking === 'request' ? 'custody.detail.note' : 'custody.detail.reason'}
        required="custody.detail.required"
        done="custody.detail.done"
        testId="custody-reason"
        onClose={() => setAsking(null)}
        submit={(text) =>
          act.mutateAsync(
            asking === 'request'
              ? { path: 'request', body: { note: text } }
              : { path: 'lose', body: { reason: text } },
          )
        }
      />
    </>
  );
}
