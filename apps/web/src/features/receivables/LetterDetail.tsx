import { debtConfirmationSaveResponse } from '@arflow/domain/api/receivables';
import { DEBT_CONFIRMATION_STATUS_LABELS } from '@arflow/domain/statuses/debt-confirmation';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Input, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api/client.ts';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { upload } from '../../shared/api/upload.ts';
import { DetailHeader } from '../../shared/detail/RecordDetail.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { HistoryCard, type HistoryLabels } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { type ReasonStep, WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { letterReceivablesRequest, useLetter, useLetterAction } from './api.ts';
import { arColumns } from './ar-columns.tsx';
import { LETTER_FIELDS, LETTER_HISTORY_ACTIONS, type LetterSide, letterPath } from './letter-config.ts';

const LETTER_HISTORY = {
  statuses: DEBT_CONFIRMATION_STATUS_LABELS,
  actions: LETTER_HISTORY_ACTIONS,
  fields: LETTER_FIELDS,
} satisfies HistoryLabels;

type LetterAr = NonNullable<ReturnType<typeof useLetter>['data']>['receivables'][number];

/**
 * One debt-confirmation letter: its totals, receivables and timeline, and the buttons of the
 * actions the server allows the caller now (spec §4): the supplier submits, signs (a company with
 * the signed PDF, an individual with an OTP), rejects or corrects; the buyer confirms, asks for a
 * revision or rejects.
 */
const LETTER_AR_COLUMNS = arColumns<LetterAr>([
  { key: 'inv_date', label: 'receivables.fields.inv_date', kind: 'date' },
]);

export function LetterDetail({
  id,
  side,
  individual,
}: {
  id: number;
  side: LetterSide;
  individual?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const queryClient = useQueryClient();
  const detail = useLetter(letterPath(side, id));
  const act = useLetterAction();
  const [otp, setOtp] = useState('');
  const [otpSent, setOtpSent] = useState(false);

  if (detail.isPending) return <Loading testId="letter-loading" />;
  if (detail.isError) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { data: letter, receivables, history, actions } = detail.data;
  const base = side === 'buyer' ? '/buy/notifications' : `/supplier/debt-confirmations/${id}`;
  const run =
    (path: string, body?: unknown, method: 'GET' | 'POST' = 'POST') =>
    () =>
      act.mutateAsync({ path, body, method });
  // Revising and rejecting ask for their reason in the same words, red, under the same test ids.
  const reasonStep = (submit: (reason: string) => Promise<unknown>): ReasonStep => ({
    label: 'receivables.detail.reason',
    required: 'receivables.detail.reasonRequired',
    okText: 'receivables.letters.confirm',
    danger: true,
    testId: 'letter',
    submit,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['receivables'] });

  const signFile = async (file: File) => {
    try {
      await upload('/supplier/debt-confirmations/sign', {
        file,
        fields: { id: String(id) },
        locale,
        schema: debtConfirmationSaveResponse,
      });
      await refresh();
      await dialog.success(t('receivables.letters.done'));
    } catch (e) {
      await dialog.error(e);
    }
  };

  return (
    <div data-testid="letter-detail">
      <DetailHeader
        level={4}
        title={t('receivables.notifications.detailTitle', { letter_no: letter.letter_no })}
        tags={<StatusTag status={DEBT_CONFIRMATION_STATUS_LABELS[letter.status]} code={letter.status} />}
        actions={
          <WorkflowActions
            allowed={actions.filter((a) => !(a === 'sign'))}
            specs={
              side === 'buyer'
                ? {
                    approve: {
                      label: 'receivables.letters.approve',
                      testId: 'letter-approve',
                      confirm: {
                        title: 'receivables.notifications.approveConfirm',
                        hint: 'receivables.notifications.approveHint',
                      },
                      run: run(`${base}/confirm/${id}`, undefined, 'GET'),
                      done: 'receivables.letters.done',
                      pending: act.isPending,
                    },
                    revise: {
                      label: 'receivables.letters.revise',
                      testId: 'letter-revise',
                      done: 'receivables.letters.done',
                      reason: reasonStep((reason) => run(`${base}/revise/${id}`, { reason })()),
                    },
                    reject: {
                      label: 'receivables.letters.reject',
                      testId: 'letter-reject',
                      danger: true,
                      done: 'receivables.letters.done',
                      reason: reasonStep((reason) => run(`${base}/reject/${id}`, { reason })()),
                    },
                  }
                : {
                    submit: {
                      label: 'receivables.letters.submit',
                      testId: 'letter-submit',
                      run: run(`${base}/submit`),
                      done: 'receivables.letters.done',
                      pending: act.isPending,
                    },
                    edit: {
                      label: 'receivables.letters.edit',
                      testId: 'letter-edit',
                      run: run('/supplier/debt-confirmations/edit', { id }),
                      done: 'receivables.letters.done',
                      pending: act.isPending,
                    },
                    reject: {
                      label: 'receivables.letters.reject',
                      testId: 'letter-reject',
                      danger: true,
                      done: 'receivables.letters.done',
                      reason: reasonStep((reason) =>
                        run('/supplier/debt-confirmations/reject', { id, reason })(),
                      ),
                    },
                  }
            }
          />
        }
      />
      {side === 'supplier' && actions.includes('sign') && (
        <Card size="small" title={t('receivables.letters.sign')} style={{ marginBottom: 16 }}>
          {individual ? (
            <Space wrap>
              <Button
                onClick={async () => {
                  try {
                    await call('/supplier/debt-confirmations/otp', { method: 'POST', body: { id } });
                    setOtpSent(true);
                    await dialog.success(t('receivables.letters.otpSent'));
                  } catch (e) {
                    await dialog.error(e);
                  }
                }}
                data-testid="letter-send-otp"
              >
                {t('receivables.letters.sendOtp')}
              </Button>
              <Input
                placeholder={t('receivables.letters.otp')}
                maxLength={6}
                value={otp}
                onChange={(e) => setOtp(e.target.value)}
                style={{ width: 140 }}
                data-testid="letter-otp"
              />
              <Button
                type="primary"
                disabled={!otpSent || otp.length !== 6}
                onClick={async () => {
                  try {
                    await act.mutateAsync({
                      path: '/supplier/debt-confirmations/ind-sign',
                      body: { id, otp },
                    });
                    await dialog.success(t('receivables.letters.done'));
                  } catch (e) {
                    await dialog.error(e);
                  }
                }}
                data-testid="letter-ind-sign"
              >
                {t('receivables.letters.sign')}
              </Button>
            </Space>
          ) : (
            <Upload
              accept=".pdf,application/pdf"
              maxCount={1}
              showUploadList={false}
              customRequest={({ file }) => void signFile(file as File)}
            >
              <Button type="primary" data-testid="letter-sign-file">
                {t('receivables.letters.signFile')}
              </Button>
            </Upload>
          )}
        </Card>
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'sup', label: t('receivables.fields.sup_name'), children: letter.sup_name },
          { key: 'buy', label: t('receivables.fields.buy_name'), children: letter.buy_name },
          {
            key: 'ar',
            label: t('receivables.letters.total_ar_amount'),
            children: f.vnd(letter.total_ar_amount),
          },
          {
            key: 'due',
            label: t('receivables.letters.total_due_payment'),
            children: f.vnd(letter.total_due_payment),
          },
          { key: 'note', label: t('receivables.letters.note'), children: letter.note ?? '' },
          { key: 'reason', label: t('receivables.letters.reason'), children: letter.reason ?? '' },
        ]}
      />
      <Card
        size="small"
        title={t('receivables.letters.receivables')}
        style={{ marginBottom: 16 }}
        // The buyer's call lists a letter's receivables (spec §7); the supplier's side has none.
        extra={
          side === 'buyer' && (
            <ExportButton request={letterReceivablesRequest(id)} testId="letter-receivables" />
          )
        }
      >
        <DetailTable
          rows={receivables}
          columns={LETTER_AR_COLUMNS}
          testId="letter-receivables"
          tableTestId="letter-receivables"
        />
      </Card>
      <HistoryCard
        title="receivables.history.title"
        testId="letter"
        entries={history}
        labels={LETTER_HISTORY}
      />
    </div>
  );
}
