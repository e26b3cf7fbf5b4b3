import { StopOutlined } from '@ant-design/icons';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { RecordDetailPage } from '../../shared/record/RecordDetailPage.tsx';
import { samples } from './api.ts';
import { SAMPLE_FIELDS, SAMPLE_HISTORY_ACTIONS } from './config.ts';

/** /sample/:id: the sample, the workflow's buttons for this user and its timeline. */
export default function SampleDetailPage() {
  return (
    <RecordDetailPage
      id="sample"
      api={samples}
      title={(sample) => `${sample.code} — ${sample.name}`}
      statuses={SAMPLE_STATUS_LABELS}
      edit="update"
      specs={{
        disable: {
          label: 'sample.detail.disable',
          testId: 'sample-disable',
          icon: <StopOutlined />,
          danger: true,
          confirm: { title: 'sample.detail.disableConfirm', hint: 'sample.detail.disableHint' },
          done: 'sample.detail.disabled',
        },
      }}
      fields={SAMPLE_FIELDS}
      historyActions={SAMPLE_HISTORY_ACTIONS}
    />
  );
}
