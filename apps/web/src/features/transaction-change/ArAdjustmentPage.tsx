import { type CalculateResult, CHANGE_KINDS, type ChangeKind } from '@arflow/domain/api/transaction-change';
import { TRANSACTION_STAGE_LABELS } from '@arflow/domain/statuses/transaction';
import type { TransactionAction } from '@arflow/domain/workflows/transaction';
import { Button, Card, Descriptions, Form, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { recordState } from '../../shared/api/record-state.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { SUBMIT_REASON_IDS } from '../../shared/widgets/ReasonModal.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useCalculateChange, useChangeDetails, useChangeStep } from './api.ts';

const KIND_LABELS = {
  ADDITIONAL_PAYMENT: 'arAdjustment.kinds.ADDITIONAL_PAYMENT',
  DATE_REVISION: 'arAdjustment.kinds.DATE_REVISION',
} as const satisfies Record<ChangeKind, string>;

interface Inputs {
  ar_id?: number;
  new_ratio?: number;
  payment_date?: string | null;
  new_maturity?: string | null;
  commission_rate?: number;
  what_if_dates: (string | null)[];
}

/**
 * /fun/transactions/ar-adjustment/:id (spec §2 "receivable adjustment"): a paid transaction's
 * receivables, the recalculation of an additional payment or a date revision (advance ratio and
 * rate, dates and amounts, settlement and residual, referral commission, the what-if per payout
 * date) and the funding notice that opens the change, when the server allows it.
 */
const WHAT_IF_COLUMNS = [
  { key: 'payment_date', label: 'arAdjustment.calculate.what_if_date', kind: 'date' },
  { key: 'days', label: 'arAdjustment.result.days' },
  { key: 'net', label: 'arAdjustment.result.net', kind: 'money' },
  { key: 'apr', label: 'arAdjustment.result.apr', kind: 'rate' },
] as const satisfies readonly Column<CalculateResult['what_if'][number]>[];

export default function ArAdjustmentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const id = Number(useParams().id);
  const details = useChangeDetails(id);
  const calculate = useCalculateChange(id);
  const notice = useChangeStep(id);
  const [kind, setKind] = useState<ChangeKind>('ADDITIONAL_PAYMENT');
  const [inputs, setInputs] = useState<Inputs>({ what_if_dates: [null, null, null] });
  const [result, setResult] = useState<CalculateResult | null>(null);
  const state = recordState(id, details, 'ar-adjustment');
  if ('view' in state) return state.view;
  const { data, receivables, actions } = state.data;
  const set = (patch: Partial<Inputs>) => setInputs((v) => ({ ...v, ...patch }));

  const run = async () => {
    try {
      const res = await calculate.mutateAsync({
        kind,
        ar_id: inputs.ar_id ?? receivables[0]?.ar_id ?? 0,
        ...(kind === 'ADDITIONAL_PAYMENT'
          ? { new_ratio: inputs.new_ratio, payment_date: inputs.payment_date ?? undefined }
          : { new_maturity: inputs.new_maturity ?? undefined }),
        ...(inputs.commission_rate !== undefined ? { commission_rate: inputs.commission_rate } : {}),
        what_if_dates: inputs.what_if_dates.filter((d): d is string => Boolean(d)),
      });
      setResult(res.data);
    } catch (e) {
      await dialog.error(e);
    }
  };

  const rows: [TextKey, string][] = result
    ? [
        ['arAdjustment.result.ar_amount', f.vnd(result.ar_amount)],
        ['arAdjustment.result.advance_ratio', f.rate(result.advance_ratio)],
        ['arAdjustment.result.discount_rate', f.rate(result.discount_rate)],
        ['arAdjustment.result.days', String(result.days)],
        ['arAdjustment.result.old_advance', f.vnd(result.old_advance)],
        ['arAdjustment.result.new_advance', f.vnd(result.new_advance)],
        ['arAdjustment.result.amount', f.vnd(result.amount)],
        ['arAdjustment.result.discount', f.vnd(result.discount)],
        ['arAdjustment.result.platform_fee', f.vnd(result.platform_fee)],
        ['arAdjustment.result.net_payout', f.vnd(result.net_payout)],
        ['arAdjustment.result.settlement', f.vnd(result.settlement)],
        ['arAdjustment.result.residual', f.vnd(result.residual)],
        ['arAdjustment.result.commission', f.vnd(result.commission)],
      ]
    : [];

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="ar-adjustment-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('arAdjustment.title')} {data.trans_code}
      </Typography.Title>
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t('arAdjustment.fields.sup_name')}>{data.sup_name}</Descriptions.Item>
        <Descriptions.Item label={t('arAdjustment.fields.buy_name')}>{data.buy_name}</Descriptions.Item>
        <Descriptions.Item label={t('arAdjustment.fields.total_advance')}>
          {f.vnd(data.total_advance)}
        </Descriptions.Item>
        <Descriptions.Item label={t('arAdjustment.fields.status')}>
          <StatusTag status={TRANSACTION_STAGE_LABELS[data.status]} code={data.status} />
        </Descriptions.Item>
      </Descriptions>
      <WorkflowActions<TransactionAction>
        allowed={actions}
        specs={{
          start_change: {
            label: 'arAdjustment.notice.send',
            testId: 'ar-adjustment-notice',
            done: 'arAdjustment.notice.done',
            reason: {
              okText: 'arAdjustment.notice.send',
              label: 'arAdjustment.notice.reason',
              required: 'arAdjustment.notice.reasonRequired',
              danger: true,
              ids: SUBMIT_REASON_IDS,
              submit: (reason) => notice.mutateAsync({ step: 'funding-notice', reason }),
            },
          },
        }}
      />
      <Card title={t('arAdjustment.calculate.title')}>
        <Form layout="vertical">
          <Form.Item label={t('arAdjustment.calculate.kind')}>
            <Radio.Group
              value={kind}
              onChange={(e) => setKind(e.target.value as ChangeKind)}
              options={CHANGE_KINDS.map((k) => ({ value: k, label: t(KIND_LABELS[k]) }))}
            />
          </Form.Item>
          <Form.Item label={t('arAdjustment.calculate.receivable')}>
            <Select
              value={inputs.ar_id ?? receivables[0]?.ar_id}
              onChange={(v) => set({ ar_id: v })}
              options={receivables.map((r) => ({
                value: r.ar_id,
                label: `${r.inv_no} · ${f.vnd(r.ar_amount)}`,
              }))}
            />
          </Form.Item>
          {kind === 'ADDITIONAL_PAYMENT' ? (
            <Space wrap>
              <Form.Item label={t('arAdjustment.calculate.new_ratio')}>
                <InputNumber
                  min={0}
                  max={100}
                  step={0.5}
                  value={inputs.new_ratio}
                  onChange={(v) => set({ new_ratio: v ?? undefined })}
                  data-testid="ar-adjustment-ratio"
                />
              </Form.Item>
              <Form.Item label={t('arAdjustment.calculate.payment_date')}>
                <DatePicker value={inputs.payment_date ?? null} onChange={(v) => set({ payment_date: v })} />
              </Form.Item>
            </Space>
          ) : (
            <Form.Item label={t('arAdjustment.calculate.new_maturity')}>
              <DatePicker value={inputs.new_maturity ?? null} onChange={(v) => set({ new_maturity: v })} />
            </Form.Item>
          )}
          <Space wrap>
            <Form.Item label={t('arAdjustment.calculate.commission_rate')}>
              <InputNumber
                min={0}
                max={100}
                value={inputs.commission_rate}
                onChange={(v) => set({ commission_rate: v ?? undefined })}
              />
            </Form.Item>
            {inputs.what_if_dates.map((d, i) => (
              <Form.Item key={String(i)} label={`${t('arAdjustment.calculate.what_if_date')} ${i + 1}`}>
                <DatePicker
                  value={d}
                  onChange={(v) =>
                    set({ what_if_dates: inputs.what_if_dates.map((x, j) => (j === i ? v : x)) })
                  }
                />
              </Form.Item>
            ))}
          </Space>
          <div>
            <Button
              type="primary"
              loading={calculate.isPending}
              onClick={() => void run()}
              data-testid="ar-adjustment-calculate"
            >
              {t('arAdjustment.calculate.run')}
            </Button>
          </div>
        </Form>
      </Card>
      {result ? (
        <Card title={t('arAdjustment.result.title')} data-testid="ar-adjustment-result">
          <Descriptions size="small" bordered column={2}>
            {rows.map(([label, value]) => (
              <Descriptions.Item key={label} label={t(label)}>
                {value}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {result.what_if.length > 0 ? (
            <div style={{ marginTop: 16 }}>
              <DetailTable
                rows={result.what_if}
                columns={WHAT_IF_COLUMNS}
                rowKey="payment_date"
                testId="ar-adjustment-what-if"
              />
            </div>
          ) : null}
        </Card>
      ) : null}
    </Space>
  );
}
