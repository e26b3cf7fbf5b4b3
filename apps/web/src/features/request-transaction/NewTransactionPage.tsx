import type { SelectionItem } from '@arflow/domain/api/request-transaction';
import { addDays, todayIn } from '@arflow/domain/dates';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Input,
  InputNumber,
  Select,
  Space,
  Spin,
  Steps,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useSession } from '../../shared/session/session.ts';
import { CurrencyInput } from '../../shared/widgets/CurrencyInput.tsx';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { ArTable } from './ArTable.tsx';
import {
  type ArFilters,
  useArSelection,
  useBuyerList,
  useDraft,
  useRequestMutations,
  useSelectionSet,
  useSynthesis,
} from './api.ts';
import { TransactionPanel } from './TransactionPanel.tsx';

const RANGES = [
  ['ar_amount', 'requestTransaction.fields.ar_amount'],
  ['payment_request_amount', 'requestTransaction.fields.payment_request_amount'],
  ['ar_sale_price', 'requestTransaction.fields.ar_sale_price'],
  ['first_payment', 'requestTransaction.fields.first_payment'],
  ['total_discount_amount', 'requestTransaction.fields.total_discount_amount'],
] as const;

/**
 * /sup/new and /indsup/new: the supplier request flow of spec §4 as a wizard: the buyer, the
 * synthesis of limits and terms, the AR selection with the §3 filters and the engine's prices
 * (with a what-if date), then the draft: documents, contract confirmation, signature or rejection.
 */
export default function NewTransactionPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const individual = useLocation().pathname.startsWith('/indsup');
  const supId = useSession().user?.ent_id ?? 0;
  const buyers = useBuyerList();
  const [buyId, setBuyId] = useState<number | null>(null);
  const synthesis = useSynthesis(buyId);
  const draft = useDraft(supId, buyId);
  const m = useRequestMutations();

  const [date, setDate] = useState<string>(addDays(todayIn(), 1));
  const [ratio, setRatio] = useState<number | null>(null);
  const [filters, setFilters] = useState<ArFilters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [whatIf, setWhatIf] = useState<string | null>(null);
  const maxRatio = synthesis.data?.data.max_payment_ratio ?? 80;
  const useRatio = ratio ?? maxRatio;
  const ars = useArSelection(buyId, { ...filters, requested_date: date, payment_ratio: useRatio }, page);
  const items: SelectionItem[] = useMemo(
    () => selected.map((ar_id) => ({ ar_id, payment_ratio: useRatio, requested_date: date })),
    [selected, useRatio, date],
  );
  const selection = useSelectionSet(buyId, items, whatIf);

  if (buyers.isPending) return <Spin />;
  if (buyers.isError)
    return <LoadError error={buyers.error} onRetry={() => void buyers.refetch()} testId="new-error" />;

  const tx = draft.data?.data ?? null;
  const step = buyId === null ? 0 : tx ? (tx.status === 'CONTRACTS_CONFIRMED' ? 3 : 2) : 1;
  const setFilter = (k: string, v: string | number | null | undefined) => {
    setPage(1);
    setFilters((old) => ({ ...old, [k]: v ?? undefined }));
  };

  const createDraft = async () => {
    if (buyId === null) return;
    try {
      if (!tx) await m.createDraft.mutateAsync({ buy_id: buyId, sup_id: supId, transaction_date: date });
      await m.confirmSelection.mutateAsync(items);
      setSelected([]);
      await dialog.success(t('requestTransaction.done.draft'));
    } catch (error) {
      await dialog.error(error);
      void draft.refetch();
    }
  };

  return (
    <div data-testid="new-transaction-page">
      <Typography.Title level={3}>{t('requestTransaction.new.title')}</Typography.Title>
      <Steps
        current={step}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { title: t('requestTransaction.steps.buyer') },
          { title: t('requestTransaction.steps.selection') },
          { title: t('requestTransaction.steps.documents') },
          { title: t('requestTransaction.steps.sign') },
        ]}
      />
      <Card size="small" title={t('requestTransaction.new.buyer')} style={{ marginBottom: 16 }}>
        {buyers.data.data.length === 0 ? (
          <Alert type="info" message={t('requestTransaction.new.noBuyer')} />
        ) : (
          <Select
            style={{ minWidth: 320 }}
            value={buyId ?? undefined}
            placeholder={t('requestTransaction.new.pickBuyer')}
            onChange={(v: number) => {
              setBuyId(v);
              setSelected([]);
              setPage(1);
            }}
            options={buyers.data.data.map((b) => ({
              value: b.buy_id,
              label: `${b.buy_name}${b.buy_mst ? ` (${b.buy_mst})` : ''}`,
            }))}
            data-testid="buyer-select"
            aria-label={t('requestTransaction.new.buyer')}
          />
        )}
      </Card>

      {buyId !== null && synthesis.isError && (
        <LoadError
          error={synthesis.error}
          onRetry={() => void synthesis.refetch()}
          testId="synthesis-error"
        />
      )}
      {synthesis.data && (
        <Card
          size="small"
          title={t('requestTransaction.new.synthesis')}
          style={{ marginBottom: 16 }}
          data-testid="synthesis"
        >
          <Descriptions size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label={t('requestTransaction.fields.total_limit')}>
              {f.vnd(synthesis.data.data.total_limit)}
            </Descriptions.Item>
            <Descriptions.Item label={t('requestTransaction.fields.used_limit')}>
              {f.vnd(synthesis.data.data.used_limit)}
            </Descriptions.Item>
            <Descriptions.Item label={t('requestTransaction.fields.available_limit')}>
              <span data-testid="available-limit">{f.vnd(synthesis.data.data.available_limit)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('requestTransaction.fields.discount_rate')}>
              <span data-testid="discount-rate">{f.rate(synthesis.data.data.discount_rate)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('requestTransaction.fields.platform_rate')}>
              {f.rate(synthesis.data.data.platform_rate)}
            </Descriptions.Item>
            <Descriptions.Item label={t('requestTransaction.fields.max_payment_ratio')}>
              {f.rate(synthesis.data.data.max_payment_ratio)}
            </Descriptions.Item>
            <Descriptions.Item label={t('requestTransaction.fields.open_ar')}>
              {synthesis.data.data.open_ar_count} · {f.vnd(synthesis.data.data.open_ar_amount)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}

      {tx && <TransactionPanel tx={tx} individual={individual} />}

      {synthesis.data && !draft.isPending && !tx && synthesis.data.data.draft_id !== null && (
        <Alert type="warning" message={t('requestTransaction.new.otherDraft')} style={{ marginBottom: 16 }} />
      )}

      {synthesis.data &&
        !draft.isPending &&
        (tx ? tx.status === 'DRAFT' : synthesis.data.data.draft_id === null) && (
          <Card size="small" title={t('requestTransaction.new.selection')} data-testid="ar-selection">
            <Space wrap style={{ marginBottom: 12 }}>
              <span>
                {t('requestTransaction.fields.requested_date')}
                <DatePicker value={date} onChange={(v) => v && setDate(v)} data-testid="requested-date" />
              </span>
              <span>
                {t('requestTransaction.fields.payment_ratio')}
                <InputNumber
                  min={0}
                  max={maxRatio}
                  value={useRatio}
                  onChange={(v) => setRatio(v)}
                  data-testid="payment-ratio"
                  style={{ display: 'block' }}
                />
              </span>
              <span>
                {t('requestTransaction.fields.inv_no')}
                <Input
                  allowClear
                  onChange={(e) => setFilter('inv_no', e.target.value)}
                  data-testid="filter-inv_no"
                />
              </span>
              <span>
                {t('requestTransaction.filters.due_date_from')}
                <DatePicker
                  onChange={(v) => setFilter('due_date_from', v)}
                  value={(filters.due_date_from as string) ?? null}
                />
              </span>
              <span>
                {t('requestTransaction.filters.due_date_to')}
                <DatePicker
                  onChange={(v) => setFilter('due_date_to', v)}
                  value={(filters.due_date_to as string) ?? null}
                />
              </span>
              <span>
                {t('requestTransaction.filters.discount_rate_from')}
                <InputNumber
                  min={0}
                  max={100}
                  onChange={(v) => setFilter('discount_rate_from', v)}
                  style={{ display: 'block' }}
                />
              </span>
              <span>
                {t('requestTransaction.filters.discount_rate_to')}
                <InputNumber
                  min={0}
                  max={100}
                  onChange={(v) => setFilter('discount_rate_to', v)}
                  style={{ display: 'block' }}
                />
              </span>
              {RANGES.map(([r, label]) => (
                <span key={r}>
                  {t(label)} ({t('requestTransaction.filters.from')} – {t('requestTransaction.filters.to')})
                  <Space.Compact style={{ display: 'flex' }}>
                    <CurrencyInput
                      onChange={(v) => setFilter(`${r}_from`, v)}
                      data-testid={`filter-${r}-from`}
                    />
                    <CurrencyInput onChange={(v) => setFilter(`${r}_to`, v)} data-testid={`filter-${r}-to`} />
                  </Space.Compact>
                </span>
              ))}
            </Space>
            {ars.isError ? (
              <LoadError error={ars.error} onRetry={() => void ars.refetch()} testId="ars-error" />
            ) : (
              <ArTable
                rows={ars.data?.data ?? []}
                loading={ars.isFetching}
                testId="ar-table"
                rowSelection={{
                  selectedRowKeys: selected,
                  preserveSelectedRowKeys: true,
                  onChange: (keys) => setSelected(keys as number[]),
                }}
                pagination={{
                  current: page,
                  pageSize: 10,
                  total: ars.data?.page_info.total_record ?? 0,
                  onChange: setPage,
                }}
              />
            )}
            {selected.length > 0 && (
              <Card
                size="small"
                type="inner"
                title={t('requestTransaction.new.totals')}
                style={{ marginTop: 12 }}
                data-testid="selection-totals"
              >
                {selection.isError && (
                  <LoadError
                    error={selection.error}
                    onRetry={() => void selection.refetch()}
                    testId="selection-error"
                  />
                )}
                {selection.data && (
                  <Descriptions size="small" column={{ xs: 1, md: 3 }}>
                    <Descriptions.Item label={t('requestTransaction.fields.total_ar_amount')}>
                      {f.vnd(selection.data.data.totals.total_ar_amount)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('requestTransaction.fields.total_advance')}>
                      <span data-testid="selection-advance">
                        {f.vnd(selection.data.data.totals.total_advance)}
                      </span>
                    </Descriptions.Item>
                    <Descriptions.Item label={t('requestTransaction.fields.total_discount')}>
                      {f.vnd(selection.data.data.totals.total_discount)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('requestTransaction.fields.total_platform_fee')}>
                      {f.vnd(selection.data.data.totals.total_platform_fee)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('requestTransaction.fields.total_sale_price')}>
                      {f.vnd(selection.data.data.totals.total_sale_price)}
                    </Descriptions.Item>
                    <Descriptions.Item label={t('requestTransaction.fields.total_residual')}>
                      {f.vnd(selection.data.data.totals.total_residual)}
                    </Descriptions.Item>
                  </Descriptions>
                )}
                <Space wrap style={{ marginTop: 8 }}>
                  <span>{t('requestTransaction.new.whatIf')}</span>
                  <span style={{ minWidth: 180, display: 'inline-block' }}>
                    <DatePicker value={whatIf} onChange={setWhatIf} data-testid="what-if-date" />
                  </span>
                  {selection.data?.data.what_if && (
                    <span data-testid="what-if-result">
                      {t('requestTransaction.fields.total_sale_price')}:{' '}
                      {f.vnd(selection.data.data.what_if.totals.total_sale_price)} ·{' '}
                      {t('requestTransaction.fields.total_discount')}:{' '}
                      {f.vnd(selection.data.data.what_if.totals.total_discount)}
                    </span>
                  )}
                </Space>
                <div style={{ marginTop: 12 }}>
                  <Button
                    type="primary"
                    disabled={!selection.data || selection.isError}
                    loading={m.createDraft.isPending || m.confirmSelection.isPending}
                    onClick={() => void createDraft()}
                    data-testid="create-draft"
                  >
                    {t(tx ? 'requestTransaction.new.updateDraft' : 'requestTransaction.new.createDraft')}
                  </Button>
                </div>
              </Card>
            )}
          </Card>
        )}
    </div>
  );
}
