import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { SupplierItem } from '@arflow/domain/api/suppliers';
import { EKYC_STATUS_LABELS } from '@arflow/domain/statuses/company';
import type { EkycAction } from '@arflow/domain/workflows/company';
import { Button, Descriptions, Form, Input, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useDecideEkyc, useEkyc } from './api.ts';
import { EKYC_ACTION_LABELS, SUPPLIER_HISTORY_ACTIONS, SUPPLIER_HISTORY_FIELDS } from './config.tsx';

/**
 * The eKYC step of an individual supplier (screen view ekycModal): the operator compares the ID
 * card with the person and verifies, or rejects with a reason. The buttons are the server's
 * allowed decisions for this status and user.
 */
export function EkycModal({ person }: { person: SupplierItem }) {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ekyc = useEkyc(person.id, open);
  const decide = useDecideEkyc(person.id);

  const take = async (action: EkycAction) => {
    const text = reason.trim();
    if (action === 'reject' && !text) return setError(t('suppliers.ekyc.reasonRequired'));
    try {
      await decide.mutateAsync(
        action === 'reject' ? { action, reason: text } : { action, reason: text || null },
      );
      setReason('');
      setError(null);
      await dialog.success(t('suppliers.ekyc.done'));
    } catch (e) {
      await dialog.error(e);
    }
  };

  return (
    <>
      <Button
        size="small"
        icon={<SafetyCertificateOutlined />}
        onClick={() => setOpen(true)}
        data-testid={`ekyc-open-${person.id}`}
      >
        {t('suppliers.ekyc.open')}
      </Button>
      <Modal
        open={open}
        title={t('suppliers.ekyc.title', { name: person.name })}
        onCancel={() => setOpen(false)}
        footer={null}
        width={640}
        destroyOnHidden
      >
        <div data-testid="ekyc-modal">
          {ekyc.isPending && <Spin />}
          {ekyc.isError && (
            <LoadError error={ekyc.error} onRetry={() => void ekyc.refetch()} testId="ekyc-error" />
          )}
          {ekyc.data && (
            <>
              <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
                <Descriptions.Item label={t('suppliers.fields.ekyc_status')}>
                  <StatusTag
                    status={EKYC_STATUS_LABELS[ekyc.data.data.ekyc_status]}
                    code={ekyc.data.data.ekyc_status}
                  />
                </Descriptions.Item>
                <Descriptions.Item label={t('suppliers.fields.name')}>{person.name}</Descriptions.Item>
                <Descriptions.Item label={t('suppliers.fields.id_card_number')}>
                  {person.id_card_number}
                </Descriptions.Item>
                <Descriptions.Item label={t('suppliers.fields.id_card_issue_date')}>
                  {f.date(person.id_card_issue_date)}
                </Descriptions.Item>
                <Descriptions.Item label={t('suppliers.fields.id_card_issue_place')}>
                  {person.id_card_issue_place}
                </Descriptions.Item>
                <Descriptions.Item label={t('suppliers.fields.date_of_birth')}>
                  {f.date(person.date_of_birth)}
                </Descriptions.Item>
              </Descriptions>
              {ekyc.data.actions.length > 0 && (
                <Form layout="vertical">
                  <Form.Item
                    label={t('suppliers.ekyc.reason')}
                    validateStatus={error ? 'error' : undefined}
                    help={error ?? t('suppliers.ekyc.reasonHint')}
                  >
                    <Input.TextArea
                      rows={2}
                      maxLength={1000}
                      value={reason}
                      onChange={(e) => setReason(e.target.value)}
                      data-testid="ekyc-reason"
                    />
                  </Form.Item>
                  <Space>
                    {ekyc.data.actions.map((a) => (
                      <Button
                        key={a}
                        type={a === 'verify' ? 'primary' : 'default'}
                        danger={a === 'reject'}
                        loading={decide.isPending}
                        onClick={() => void take(a)}
                        data-testid={`ekyc-${a}`}
                      >
                        {t(EKYC_ACTION_LABELS[a])}
                      </Button>
                    ))}
                  </Space>
                </Form>
              )}
              <div style={{ marginTop: 16 }}>
                <HistoryTimeline
                  testId="ekyc"
                  entries={ekyc.data.history}
                  statuses={EKYC_STATUS_LABELS}
                  actions={SUPPLIER_HISTORY_ACTIONS}
                  fields={SUPPLIER_HISTORY_FIELDS}
                />
              </div>
            </>
          )}
        </div>
      </Modal>
    </>
  );
}
