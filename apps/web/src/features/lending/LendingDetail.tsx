import { UploadOutlined } from '@ant-design/icons';
import type { LendingAdjustBody, LendingDetail } from '@arflow/domain/api/lending';
import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from '@arflow/domain/constants';
import { LENDING_STATUS_LABELS } from '@arflow/domain/statuses/lending';
import type { LendingAction } from '@arflow/domain/workflows/lending';
import {
  Button,
  type ButtonProps,
  Card,
  DatePicker,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Upload,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryCard } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useAdjustLending, useLending, useSendLendingOtp, useUploadLendingSlip } from './api.ts';
import {
  EXTENSION_COLUMNS,
  LENDING_ACTION_TEXT,
  LENDING_HISTORY_ACTIONS,
  PERIOD_COLUMNS,
  SLIP_KIND_TEXT,
  TERM_UNIT_TEXT,
} from './config.ts';

/** Actions taken with a slip (multipart upload), with an OTP, with a reason or with extension terms. */
const SLIP_ACTIONS = new Set<LendingAction>(['upload_payment_slip', 'record_disbursement', 'pay_settlement']);
const OTP_ACTIONS = new Set<LendingAction>(['sign', 'confirm_extension']);
const REASON_ACTIONS = new Set<LendingAction>(['reject', 'reject_settlement', 'reject_extension']);

interface Pending {
  action: LendingAction;
  reason?: string;
  otp?: string;
  file?: File;
  new_maturity_date?: Dayjs | null;
  rate_per_year?: number | null;
}

/** The buttons of the loan's allowed actions; each opens what the action needs, then runs it. */
function LendingActions({ detail }: { detail: LendingDetail }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const id = detail.data.id;
  const adjust = useAdjustLending(id);
  const slip = useUploadLendingSlip(id);
  const otp = useSendLendingOtp(id);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async (p: Pending) => {
    try {
      if (SLIP_ACTIONS.has(p.action)) {
        if (!p.file) return;
        await slip.mutateAsync({ file: p.file, action: p.action });
      } else {
        await adjust.mutateAsync({
          action: p.action as LendingAdjustBody['action'],
          reason: p.reason ?? null,
          ...(p.otp ? { otp: p.otp } : {}),
          ...(p.new_maturity_date ? { new_maturity_date: p.new_maturity_date.format('YYYY-MM-DD') } : {}),
          ...(p.rate_per_year !== undefined && p.rate_per_year !== null
            ? { rate_per_year: p.rate_per_year, payment_type: detail.data.payment_type as PaymentTypeCode }
            : {}),
        });
      }
      setPending(null);
      await dialog.success(t('lending.actions.done'));
    } catch (error) {
      await dialog.error(error);
    }
  };
  const needsDialog = (a: LendingAction) =>
    SLIP_ACTIONS.has(a) || OTP_ACTIONS.has(a) || REASON_ACTIONS.has(a) || a === 'request_extension';

  return (
    <>
      <Space wrap>
        {detail.actions.map((a) => (
          <Button
            key={a}
            danger={REASON_ACTIONS.has(a)}
            type={SLIP_ACTIONS.has(a) ? 'primary' : 'default'}
            icon={SLIP_ACTIONS.has(a) ? <UploadOutlined /> : undefined}
            data-testid={`lending-action-${a}`}
            onClick={() => (needsDialog(a) ? setPending({ action: a }) : void run({ action: a }))}
          >
            {t(LENDING_ACTION_TEXT[a])}
          </Button>
        ))}
      </Space>
      {pending && (
        <Modal
          open
          title={t(LENDING_ACTION_TEXT[pending.action])}
          onCancel={() => setPending(null)}
          onOk={() => void run(pending)}
          confirmLoading={adjust.isPending || slip.isPending}
          okButtonProps={{ 'data-testid': 'lending-action-ok' } as ButtonProps}
        >
          <Form layout="vertical">
            {SLIP_ACTIONS.has(pending.action) && (
              <Form.Item label={t('lending.slip.file')}>
                <Upload
                  maxCount={1}
                  accept=".pdf,.png,.jpg,.jpeg,.gif"
                  beforeUpload={(file) => {
                    setPending({ ...pending, file });
                    return false;
                  }}
                  onRemove={() => setPending({ ...pending, file: undefined })}
                >
                  <Button icon={<UploadOutlined />} data-testid="lending-slip-file">
                    {t('lending.slip.upload')}
                  </Button>
                </Upload>
              </Form.Item>
            )}
            {OTP_ACTIONS.has(pending.action) && (
              <Form.Item label={t('lending.actions.otp')}>
                <Space.Compact style={{ width: '100%' }}>
                  <Input
                    value={pending.otp}
                    maxLength={6}
                    onChange={(e) => setPending({ ...pending, otp: e.target.value })}
                    data-testid="lending-otp"
                  />
                  <Button onClick={() => void otp.mutateAsync().catch(dialog.error)} loading={otp.isPending}>
                    {t('lending.actions.sendOtp')}
                  </Button>
                </Space.Compact>
              </Form.Item>
            )}
            {REASON_ACTIONS.has(pending.action) && (
              <Form.Item label={t('lending.actions.reason')}>
                <Input.TextArea
                  maxLength={1000}
                  value={pending.reason}
                  onChange={(e) => setPending({ ...pending, reason: e.target.value })}
                  data-testid="lending-reason"
                />
              </Form.Item>
            )}
            {pending.action === 'request_extension' && (
              <>
                <Form.Item label={t('lending.extension.next')}>
                  <DatePicker
                    value={pending.new_maturity_date ?? null}
                    onChange={(d) => setPending({ ...pending, new_maturity_date: d })}
                  />
                </Form.Item>
                <Form.Item label={t('lending.fields.rate_per_year')}>
                  <InputNumber<number>
                    min={0}
                    max={100}
                    step={0.01}
                    value={pending.rate_per_year ?? null}
                    onChange={(v) => setPending({ ...pending, rate_per_year: v })}
                  />
                </Form.Item>
              </>
            )}
          </Form>
        </Modal>
      )}
    </>
  );
}

/** The loan's schedule as the detail shows it; the transaction history shows its own in its place. */
function ScheduleCard({ periods }: { periods: LendingDetail['periods'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('lending.detail.schedule')}>
      <DetailTable rows={periods} columns={PERIOD_COLUMNS} rowKey="index" testId="lending-schedule" />
    </Card>
  );
}

/**
 * One loan: its terms, the buttons of its next steps, its schedule (or what `schedule` shows in its
 * place), extensions, slips and timeline.
 */
export function LendingView({ id, schedule }: { id: number; schedule?: ReactNode }) {
  const { t } = useTranslation();
  const f = useFormat();
  const text = useText();
  const loaded = recordState(id, useLending(id), 'lending');
  if ('view' in loaded) return loaded.view;
  const detail = loaded.data;
  const loan = detail.data;
  const status = LENDING_STATUS_LABELS[loan.status];
  return (
    <Flex vertical gap="middle" data-testid="lending-detail">
      <Flex justify="space-between" align="center" wrap gap="small">
        <h3 style={{ margin: 0 }}>
          {t('lending.detail.title')} #{loan.id}{' '}
          {status && <StatusTag status={status} code={String(loan.status)} />}
        </h3>
        <LendingActions detail={detail} />
      </Flex>
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
        <Descriptions.Item label={t('lending.fields.ent_name')}>{loan.ent_name}</Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.amount')}>{f.vnd(loan.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.rate_per_year')}>
          {f.rate(loan.rate_per_year)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.term')}>
          {loan.term} {t(TERM_UNIT_TEXT[loan.term_unit] ?? 'lending.termUnits.2')}
        </Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.disbursement_date')}>
          {f.date(loan.disbursement_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.maturity_date')}>
          {f.date(loan.maturity_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.payment_type')}>
          {text(PAYMENT_TYPE_LABELS[loan.payment_type as PaymentTypeCode])}
        </Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.interest')}>{f.vnd(loan.interest)}</Descriptions.Item>
      </Descriptions>
      {schedule ?? <ScheduleCard periods={detail.periods} />}
      <Card size="small" title={t('lending.detail.extensions')}>
        <DetailTable rows={detail.extensions} columns={EXTENSION_COLUMNS} testId="lending-extensions" />
      </Card>
      <Card size="small" title={t('lending.detail.slips')}>
        <ul data-testid="lending-slips">
          {detail.slips.map((s) => (
            <li key={s.id}>
              {t(SLIP_KIND_TEXT[s.kind])}: {s.file_name} ({f.dateTime(s.created_at)})
            </li>
          ))}
        </ul>
      </Card>
      <HistoryCard
        entries={detail.history}
        labels={{ statuses: LENDING_STATUS_LABELS, actions: LENDING_HISTORY_ACTIONS }}
        testId="lending-history"
      />
    </Flex>
  );
}

/** /partner/lending-service/lending-management/:id: the partner's loan. */
export default function LendingDetailPage() {
  return <LendingView id={useRouteId()} />;
}

/** The loan named by `?lending=<id>`, over the funder's list that opened it. */
export function LendingDrawer() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('lending') ?? 0);
  if (!params.has('lending')) return null;
  const close = () =>
    setParams((p) => {
      p.delete('lending');
      return p;
    });
  return (
    <Drawer open width={960} onClose={close} destroyOnHidden data-testid="lending-drawer">
      <LendingView id={Number.isSafeInteger(id) && id > 0 ? id : 0} />
    </Drawer>
  );
}
