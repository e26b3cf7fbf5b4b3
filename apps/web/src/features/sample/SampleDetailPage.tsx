import { StopOutlined } from '@ant-design/icons';
import { sampleForm } from '@arflow/domain/api/sample';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { RecordDetail } from '../../shared/detail/RecordDetail.tsx';
import { useDisableSample, useSample, useSaveSample } from './api.ts';
import { SAMPLE_FIELDS, SAMPLE_HISTORY_ACTIONS } from './config.ts';

/** /sample/:id: the sample, the workflow's buttons for this user and its timeline. */
export default function SampleDetailPage() {
  const id = useRouteId();
  const detail = useSample(id);
  const save = useSaveSample(id);
  const disable = useDisableSample(id);
  const loaded = recordState(id, detail, 'sample');
  if ('view' in loaded) return loaded.view;
  const { data: sample, history, actions } = loaded.data;
  return (
    <RecordDetail
      id="sample"
      title={`${sample.code} — ${sample.name}`}
      status={{ label: SAMPLE_STATUS_LABELS[sample.status], code: sample.status }}
      allowed={actions}
      edit="update"
      specs={{
        disable: {
          label: 'sample.detail.disable',
          testId: 'sample-disable',
          icon: <StopOutlined />,
          danger: true,
          confirm: { title: 'sample.detail.disableConfirm', hint: 'sample.detail.disableHint' },
          run: () => disable.mutateAsync(),
          done: 'sample.detail.disabled',
          pending: disable.isPending,
        },
      }}
      form={{
        schema: sampleForm,
        fields: SAMPLE_FIELDS,
        initial: sample,
        submit: save.mutateAsync,
        saving: save.isPending,
      }}
      history={{ entries: history, statuses: SAMPLE_STATUS_LABELS, actions: SAMPLE_HISTORY_ACTIONS }}
    />
  );
}
