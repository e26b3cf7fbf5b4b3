import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { sampleForm } from '@arflow/domain/api/sample';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { Card, Col, Flex, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useDisableSample, useSample, useSaveSample } from './api.ts';
import { SAMPLE_FIELDS, SAMPLE_HISTORY_ACTIONS } from './config.ts';

/**
 * /sample/:id: the sample and its history. The buttons are the server's `actions` (the workflow
 * engine's answer for this user and this status): no status is tested here.
 */
export default function SampleDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useSample(id);
  const save = useSaveSample(id);
  const disable = useDisableSample(id);
  const [editing, setEditing] = useState(false);

  const loaded = recordState(id, detail, 'sample');
  if ('view' in loaded) return loaded.view;

  const { data: sample, history, actions } = loaded.data;

  return (
    <div data-testid="sample-detail-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {sample.code} — {sample.name}
          </Typography.Title>
          <StatusTag status={SAMPLE_STATUS_LABELS[sample.status]} code={sample.status} />
        </Space>
        {!editing && (
          <WorkflowActions
            allowed={actions}
            specs={{
              update: {
                label: 'common.actions.edit',
                testId: 'sample-edit',
                icon: <EditOutlined />,
                run: () => setEditing(true),
              },
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
          />
        )}
      </Flex>
      <Row gutter={24}>
        <Col xs={24} lg={16}>
          <SchemaForm
            key={editing ? 'edit' : 'view'}
            id="sample"
            schema={sampleForm}
            fields={SAMPLE_FIELDS}
            initial={sample}
            readOnly={!editing}
            submit={(body) => save.mutateAsync(body)}
            saving={save.isPending}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('common.history.title')} size="small">
            <HistoryTimeline
              testId="sample"
              entries={history}
              statuses={SAMPLE_STATUS_LABELS}
              actions={SAMPLE_HISTORY_ACTIONS}
              fields={SAMPLE_FIELDS}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
