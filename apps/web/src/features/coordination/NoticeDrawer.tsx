import { COORDINATION_ACCESS } from '@arflow/domain/access/coordination';
import {
  isGuaranteeRequest,
  NOTICE_KIND_LABELS,
  NOTICE_STATUS_LABELS,
} from '@arflow/domain/api/coordination';
import { allows } from '@arflow/domain/permissions';
import { App, Button, Descriptions, Drawer, Flex, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useSession } from '../../shared/session/session.ts';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { useCreatePaymentNotice, useNotice, useNoticeAction } from './api.ts';

const NEEDS_REASON = new Set(['reject', 'cancel']);
/** Each workflow action's button text (partner notice and guarantee notice tables). */
const ACTION_TEXT = {
  confirm: 'coordination.notices.confirm',
  reject: 'coordination.notices.reject',
  approve: 'coordination.notices.approve',
  disburse: 'coordination.notices.disburse',
  cancel: 'coordination.notices.cancel',
} as const;

/**
 * What a request is paid by, once the partner applied it (funding) or the funder disbursed it
 * (guarantee): the funder's payment notice, priced to the chosen end date (decision 0097).
 */
function PaymentNoticeAction({
  notice,
}: {
  notice: { id: number; kind: string; status: string; end_date: string | null };
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { user } = useSession();
  const create = useCreatePaymentNotice();
  const [end, setEnd] = useState<string | null>(notice.end_date);
  const guarantee = notice.kind === 'GUARANTEE_REQUEST';
  const payable =
    (notice.kind === 'FUNDING_REQUEST' && notice.status === 'APPLIED') ||
    (guarantee && notice.status === 'DISBURSED');
  if (!payable || !allows(COORDINATION_ACCESS.write, user)) return null;
  return (
    <Flex gap={8} align="center" wrap style={{ marginTop: 16 }} data-testid="notice-payment">
      <span>{t('coordination.notices.payTo')}</span>
      <DatePicker value={end} onChange={setEnd} style={{ width: 160 }} data-testid="notice-payment-end" />
      <Button
        type="primary"
        loading={create.isPending}
        data-testid="notice-payment-create"
        onClick={() =>
          create.mutate(
            { guarantee, notice_id: notice.id, ...(end ? { end_date: end } : {}) },
            {
              onSuccess: (r) =>
                void message.success(t('coordination.notices.paymentCreated', { id: r.data.id })),
              onError: (e) => void message.error(e.message),
            },
          )
        }
      >
        {t('coordination.notices.createPayment')}
      </Button>
    </Flex>
  );
}

/** A notice and its buttons: the actions the server answers for the signed-in user, nothing decided here. */
export function NoticeDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = f;
  const { message } = App.useApp();
  const notice = useNotice(id);
  const act = useNoticeAction();
  const [reason, setReason] = useState('');
  const n = notice.data?.data;
  const actions = notice.data?.actions ?? [];
  const status = n ? NOTICE_STATUS_LABELS[n.status as keyof typeof NOTICE_STATUS_LABELS] : undefined;
  const run = (action: string) =>
    act.mutate(
      {
        base: n && isGuaranteeRequest(n.kind) ? '/guarantee-notice' : '/partner-notice',
        id: id!,
        action,
        ...(NEEDS_REASON.has(action) ? { reason } : {}),
      },
      {
        onSuccess: () => {
          setReason('');
          void message.success(t('coordination.notices.done'));
        },
        onError: (e) => void message.error(e.message),
      },
    );
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={n ? NOTICE_KIND_LABELS[n.kind][locale] : ''}
    >
      {n && (
        <div data-testid="notice-drawer">
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('coordination.fields.notice_no')}>{n.id}</Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.partner')}>{n.partner_name}</Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.trans_code')}>{n.trans_code}</Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.amount')}>{f.vnd(n.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.charge')}>{f.vnd(n.charge)}</Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.start_date')}>
              {f.date(n.start_date)}
            </Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.end_date')}>
              {n.end_date ? f.date(n.end_date) : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('coordination.fields.status')}>
              <Tag color={status?.tone} data-testid="notice-status">
                {status?.label[locale]}
              </Tag>
            </Descriptions.Item>
            {n.reason && (
              <Descriptions.Item label={t('coordination.fields.reason')}>{n.reason}</Descriptions.Item>
            )}
          </Descriptions>
          {actions.length > 0 && (
            <Space direction="vertical" style={{ marginTop: 16, width: '100%' }}>
              {actions.some((a) => NEEDS_REASON.has(a)) && (
                <Input.TextArea
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  placeholder={t('coordination.notices.reasonTitle')}
                  data-testid="notice-reason"
                />
              )}
              <Space>
                {actions.map((a) => (
                  <Button
                    key={a}
                    type={NEEDS_REASON.has(a) ? 'default' : 'primary'}
                    danger={NEEDS_REASON.has(a)}
                    loading={act.isPending}
                    onClick={() => run(a)}
                    data-testid={`notice-${a}`}
                  >
                    {t(ACTION_TEXT[a as keyof typeof ACTION_TEXT])}
                  </Button>
                ))}
              </Space>
            </Space>
          )}
          <PaymentNoticeAction notice={n} />
        </div>
      )}
    </Drawer>
  );
}
