import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { sampleForm } from '@arflow/domain/api/sample';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { Button, Card, Col, Flex, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { ApiError } from '../../shared/api/api-error.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useDisableSample, useSample, useSaveSample } from './api.ts';
import { SAMPLE_FIELDS, SAMPLE_HISTORY_ACTIONS } from './config.ts';

const has = <K extends string>(record: Record<K, unknown>, key: string): key is K => key in record;

/**
 * /sample/:id: the sample and its history. The buttons are the server's `actions` (the workflow
 * engine's answer for this user and this status): no status is tested here.
 */
export default function SampleDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useSample(id);
  const save = useSaveSample(id);
  const disable = useDisableSample(id);
  const dialog = useResultDialog();
  const [editing, setEditing] = useState(false);

  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  if (detail.isPending) {
    return (
      <div role="status" aria-label={t('common.status.loading')}>
        <Spin data-testid="sample-loading" />
      </div>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundPage />;
    return (
      <LoadError error={detail.error} onRetry={() => void detail.refetch()} testId="sample-detail-error" />
    );
  }

  const { data: sample, history, actions } = detail.data;

  const onDisable = async () => {
    if (!(await dialog.confirm(t('sample.detail.disableConfirm'), t('sample.detail.disableHint')))) return;
    try {
      await disable.mutateAsync();
      await dialog.success(t('sample.detail.disabled'));
    } catch (error) {
      await dialog.error(error);
    }
  };

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
          <Space>
            {actions.includes('update') && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="sample-edit">
                {t('common.actions.edit')}
              </Button>
            )}
            {actions.includes('disable') && (
              <Button
                danger
                icon={<StopOutlined />}
                loading={disable.isPending}
                onClick={onDisable}
                data-testid="sample-disable"
              >
                {t('sample.detail.disable')}
              </Button>
            )}
          </Space>
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
              actionLabel={(a) => (has(SAMPLE_HISTORY_ACTIONS, a) ? t(SAMPLE_HISTORY_ACTIONS[a]) : undefined)}
              fieldLabel={(f) => (has(SAMPLE_FIELDS, f) ? t(SAMPLE_FIELDS[f].label) : undefined)}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
