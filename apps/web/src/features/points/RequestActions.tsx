import type { VoucherRequestItem } from '@arflow/domain/api/points';
import { App, Button, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../shared/api/api-error.ts';
import { useAnswerRequest } from './api.ts';

/** A new request's two answers: approve, or reject with the reason the transition table requires. */
export function RequestActions({ row }: { row: VoucherRequestItem }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const answer = useAnswerRequest();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  if (row.status !== 'NEW') return null;
  const run = (action: 'approve' | 'reject') =>
    answer
      .mutateAsync({ id: row.id, action, reason: reason.trim() })
      .then(() => {
        setRejecting(false);
        void message.success(t('points.funder.saved'));
      })
      .catch((e: unknown) => void message.error(refusalText(e)));
  return (
    <Space>
      <Popconfirm title={t('points.funder.approve')} onConfirm={() => run('approve')}>
        <Button size="small" type="primary" loading={answer.isPending} data-testid="points-request-approve">
          {t('points.funder.approve')}
        </Button>
      </Popconfirm>
      <Button size="small" danger onClick={() => setRejecting(true)} data-testid="points-request-reject">
        {t('points.funder.reject')}
      </Button>
      <Modal
        open={rejecting}
        title={t('points.funder.rejectTitle')}
        okText={t('points.funder.reject')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '', loading: answer.isPending }}
        onOk={() => run('reject')}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Input.TextArea
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t('points.fields.reason')}
          aria-label={t('points.fields.reason')}
          data-testid="points-reject-reason"
        />
      </Modal>
    </Space>
  );
}
