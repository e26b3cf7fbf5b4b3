import type { LendingDetail } from '@arflow/domain/api/lending';
import type { PaymentTypeCode } from '@arflow/domain/constants';
import { extendLoan } from '@arflow/domain/lending';
import { toLendingPeriod, toSchedule } from '@arflow/domain/lending-periods';
import { Alert, Button, Card, Descriptions, Drawer, Flex, Form, InputNumber, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useAdjustLending, useLending } from './api.ts';
import { PERIOD_COLUMNS } from './config.ts';
import { LendingList } from './LendingListPage.tsx';

const VIEW = '/fun/partner-payment/lending/LendingExtentionEditView';

/**
 * The loan's schedule extended to `maturity` at `rate` by the domain's extension rule (extendLoan,
 * finance.md §11): the same rule the server applies when the partner signs. Without the public
 * holidays the pay dates may differ by a day from the signed schedule; the interest runs to the
 * period ends, which do not move.
 */
function previewOf(detail: LendingDetail, maturity: string | null, rate: number) {
  if (!maturity) return null;
  const current = toSchedule(detail.periods);
  try {
    const next = extendLoan(current, {
      newMaturity: maturity,
      ratePerYear: rate,
      paymentType: detail.data.payment_type as PaymentTypeCode,
    });
    return { current, next };
  } catch {
    return null;
  }
}

/** The extension request of one loan: new maturity and rate, the recomputed interest, then the request. */
function ExtensionForm({ detail }: { detail: LendingDetail }) {
  const { t } = useTranslation();
  const { vnd, date, rate: showRate } = useFormat();
  const dialog = useResultDialog();
  const navigate = useNavigate();
  const loan = detail.data;
  const adjust = useAdjustLending(loan.id);
  const [maturity, setMaturity] = useState<string | null>(null);
  const [rate, setRate] = useState<number | null>(loan.rate_per_year);
  const preview = previewOf(detail, maturity, rate ?? loan.rate_per_year);
  const allowed = detail.actions.includes('request_extension');

  const submit = async () => {
    if (!maturity || rate === null) return;
    try {
      await adjust.mutateAsync({
        action: 'request_extension',
        reason: null,
        new_maturity_date: maturity,
        rate_per_year: rate,
        payment_type: loan.payment_type as PaymentTypeCode,
      });
      await dialog.success(t('lending.actions.done'));
      navigate(`${VIEW}?lending=${loan.id}`);
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="lending-extension-form">
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('lending.fields.ent_name')}>{loan.ent_name}</Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.amount')}>{vnd(loan.amount)}</Descriptions.Item>
        <Descriptions.Item label={t('lending.extension.current')}>
          {date(loan.maturity_date)}
        </Descriptions.Item>
        <Descriptions.Item label={t('lending.fields.rate_per_year')}>
          {showRate(loan.rate_per_year)}
        </Descriptions.Item>
      </Descriptions>
      {!allowed && <Alert type="info" showIcon message={t('lending.extension.notExtendable')} />}
      <Form layout="inline" disabled={!allowed}>
        <Form.Item label={t('lending.extension.next')}>
          <DatePicker
            value={maturity}
            onChange={setMaturity}
            style={{ width: 160 }}
            data-testid="lending-extension-date"
          />
        </Form.Item>
        <Form.Item label={t('lending.fields.rate_per_year')}>
          <InputNumber<number> min={0} max={100} step={0.01} value={rate} onChange={setRate} />
        </Form.Item>
        <Button
          type="primary"
          disabled={!allowed || !preview || rate === null}
          loading={adjust.isPending}
          onClick={() => void submit()}
          data-testid="lending-extension-submit"
        >
          {t('lending.extension.submit')}
        </Button>
      </Form>
      {maturity && !preview && <Alert type="warning" showIcon message={t('lending.extension.pickDate')} />}
      {preview && (
        <Card size="small" title={t('lending.extension.preview')}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('lending.extension.extraInterest')}>
              <span data-testid="lending-extension-extra">
                {vnd(preview.next.interest - preview.current.interest)}
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('lending.extension.totalInterest')}>
              {vnd(preview.next.interest)}
            </Descriptions.Item>
          </Descriptions>
          <DetailTable
            rows={preview.next.periods.map(toLendingPeriod)}
            columns={PERIOD_COLUMNS}
            rowKey="index"
            testId="lending-extension-schedule"
          />
        </Card>
      )}
    </Flex>
  );
}

/** The drawer of `?extend=<id>`: the loan read, then its extension form. */
function ExtensionDrawer() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('extend') ?? 0);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useLending(valid ? id : 0);
  if (!params.has('extend')) return null;
  const close = () =>
    setParams((p) => {
      p.delete('extend');
      return p;
    });
  return (
    <Drawer
      open
      width={960}
      onClose={close}
      destroyOnHidden
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>{t('lending.extension.editTitle')}</h2>}
      data-testid="lending-extension-drawer"
    >
      {query.error ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data ? (
        <ExtensionForm detail={query.data} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/**
 * /fun/partner-payment/lending/LendingExtentioinEdit: the disbursed loans; a loan opens its
 * extension request (new maturity and rate, the interest recomputed), which LENDING_WORKFLOW's
 * request_extension takes; the partner signs or refuses it.
 */
export function ExtensionEditPage() {
  return (
    <>
      <LendingList
        id="lending-extend"
        title="lending.extension.editTitle"
        kind={{ funder: 'list-settlement-notice' }}
        href={(id) => `?extend=${id}`}
      />
      <ExtensionDrawer />
    </>
  );
}

/** …/LendingExtentionEditView: the loans with an extension asked for; a loan opens with its extensions and steps. */
export function ExtensionViewPage() {
  return (
    <LendingList
      id="lending-extended"
      title="lending.extension.viewTitle"
      kind={{ funder: 'list-lending' }}
      fixed={{ extended: true }}
      href={(id) => `?lending=${id}`}
    />
  );
}
