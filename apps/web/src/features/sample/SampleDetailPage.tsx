import { EditOutlined, StopOutlined } from '@ant-design/icons';
import { SAMPLE_STATUS_LABELS } from '@arflow/domain/statuses/sample';
import { Alert, Button, Card, Col, Flex, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { ApiError, messagesOf } from '../../shared/api/api-error.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useCanWriteSample, useDisableSample, useSample } from './api.ts';
import { SampleForm } from './SampleForm.tsx';
import { SampleHistory } from './SampleHistory.tsx';

/** /sample/:id: the sample (read-only for guests, editable for writers) and its history. */
export default function SampleDetailPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = Number(useParams().id);
  const detail = useSample(id);
  const canWrite = useCanWriteSample();
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
    return <Alert type="error" showIcon title={messagesOf(detail.error, locale).join(' ')} />;
  }

  const sample = detail.data.data;
  const active = sample.status === 'ACTIVE';

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
        {canWrite && active && !editing && (
          <Space>
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="sample-edit">
              {t('common.actions.edit')}
            </Button>
            <Button
              danger
              icon={<StopOutlined />}
              loading={disable.isPending}
              onClick={onDisable}
              data-testid="sample-disable"
            >
              {t('sample.detail.disable')}
            </Button>
          </Space>
        )}
      </Flex>
      <Row gutter={24}>
        <Col xs={24} lg={16}>
          <SampleForm
            key={editing ? 'edit' : 'view'}
            sample={sample}
            readOnly={!editing}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('sample.history.title')} size="small">
            <SampleHistory entries={detail.data.history} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
