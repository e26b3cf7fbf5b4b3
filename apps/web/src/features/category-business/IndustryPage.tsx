import { EditOutlined } from '@ant-design/icons';
import {
  CRITERION_KIND_LABELS,
  type CriterionItem,
  industryRatesForm,
  scoreItemsForm,
} from '@arflow/domain/api/category-business';
import { proportionTotal } from '@arflow/domain/credit-rating';
import { formatRate } from '@arflow/domain/money';
import { Button, Descriptions, Flex, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { PageHeader } from '../../shared/widgets/PageHeader.tsx';
import {
  useCanManage,
  useIndustries,
  useIndustry,
  useParameters,
  useSaveRates,
  useSaveScoreItems,
} from './api.ts';
import { rangeText } from './config.ts';
import { IndustryFormModal } from './IndustryFormModal.tsx';
import { ListEditor } from './ListEditor.tsx';

type Popup = { kind: 'edit' } | { kind: 'rates' } | { kind: 'items'; criterion: CriterionItem } | null;

/**
 * /fun/category-business/infom?id=: one industry's rating model: its criteria with their
 * proportions (popup #industry-rates, total at most 100) and each criterion's score items
 * (popup #score-items for a quantitative criterion's ranges, #qualitative-items for options).
 */
export default function IndustryPage() {
  const { t } = useTranslation();
  const show = useText();
  const { locale } = useLocale();
  const num = (n: number | string) => formatRate(n, locale);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const canManage = useCanManage();
  const industry = useIndustry(id);
  const parameters = useParameters();
  const saveRates = useSaveRates(id);
  const [popup, setPopup] = useState<Popup>(null);
  const criterionId = popup?.kind === 'items' ? popup.criterion.id : 0;
  const saveItems = useSaveScoreItems(criterionId);
  const columns: Column<CriterionItem>[] = [
    { key: 'name', label: 'categoryBusiness.parameter.name' },
    {
      key: 'kind',
      label: 'categoryBusiness.parameter.kind',
      render: (kind) => show(CRITERION_KIND_LABELS[kind]),
    },
    { key: 'proportion', label: 'categoryBusiness.rates.proportion', render: (n) => `${num(n)}%` },
    {
      key: 'items',
      label: 'categoryBusiness.items.title',
      render: (items) => (
        <Space wrap size={4}>
          {items.map((i) => (
            <Tag key={i.id}>
              {i.name} {rangeText(i.min, i.max, num)} → {num(i.score)}
            </Tag>
          ))}
        </Space>
      ),
    },
  ];

  if (!Number.isSafeInteger(id) || id <= 0) return <PickIndustry />;
  if (industry.isPending) return <Spin />;
  if (industry.isError) return <LoadError error={industry.error} onRetry={() => void industry.refetch()} />;
  const data = industry.data.data;
  const qualitative = popup?.kind === 'items' && popup.criterion.kind === 'QUALITATIVE';

  return (
    <Flex vertical gap={16} data-testid="industry-page">
      <PageHeader title={data.name}>
        {canManage && (
          <Space wrap>
            <Button
              icon={<EditOutlined />}
              onClick={() => setPopup({ kind: 'edit' })}
              data-testid="industry-edit"
            >
              {t('common.actions.edit')}
            </Button>
            <Button type="primary" onClick={() => setPopup({ kind: 'rates' })} data-testid="open-rates">
              {t('categoryBusiness.rates.title')}
            </Button>
          </Space>
        )}
      </PageHeader>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'd', label: t('categoryBusiness.industry.description'), children: data.description ?? '' },
          {
            key: 't',
            label: t('categoryBusiness.industries.proportionTotal'),
            children: (
              <Tag color={data.proportion_total === 100 ? 'success' : 'warning'}>
                {num(data.proportion_total)}%
              </Tag>
            ),
          },
        ]}
      />
      <DetailTable<CriterionItem>
        rows={data.criteria}
        columns={columns}
        testId="criteria"
        size="middle"
        actions={
          canManage
            ? (r) => (
                <Button
                  size="small"
                  onClick={() => setPopup({ kind: 'items', criterion: r })}
                  data-testid={`items-edit-${r.id}`}
                >
                  {t(
                    r.kind === 'QUALITATIVE'
                      ? 'categoryBusiness.items.qualitative'
                      : 'categoryBusiness.items.score',
                  )}
                </Button>
              )
            : undefined
        }
      />
      <IndustryFormModal
        open={popup?.kind === 'edit'}
        title={t('common.actions.edit')}
        id={id}
        initial={{ name: data.name, description: data.description }}
        onClose={() => setPopup(null)}
      />
      {popup?.kind === 'rates' && (
        <ListEditor
          open
          title={t('categoryBusiness.rates.title')}
          testId="rates"
          list="rates"
          columns={[
            {
              name: 'parameter_id',
              label: t('categoryBusiness.parameter.name'),
              kind: 'select',
              width: 2,
              options: (parameters.data?.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.name} (${show(CRITERION_KIND_LABELS[p.kind])})`,
              })),
            },
            { name: 'proportion', label: t('categoryBusiness.rates.proportion'), kind: 'number' },
          ]}
          rows={data.criteria.map((c) => ({ parameter_id: c.parameter_id, proportion: c.proportion }))}
          newRow={{ parameter_id: null, proportion: null }}
          schema={industryRatesForm}
          submit={(body) => saveRates.mutateAsync(body)}
          onClose={() => setPopup(null)}
          footer={(rows) => (
            <Typography.Text data-testid="rates-total">
              {t('categoryBusiness.industries.proportionTotal')}:{' '}
              {num(proportionTotal(rows.map((r) => (typeof r?.proportion === 'number' ? r.proportion : 0))))}%
            </Typography.Text>
          )}
        />
      )}
      {popup?.kind === 'items' && (
        <ListEditor
          open
          title={`${t(qualitative ? 'categoryBusiness.items.qualitative' : 'categoryBusiness.items.score')}: ${popup.criterion.name}`}
          testId="items"
          list="items"
          columns={[
            { name: 'name', label: t('categoryBusiness.items.name'), kind: 'text', width: 2 },
            ...(qualitative
              ? []
              : ([
                  { name: 'min', label: t('categoryBusiness.range.min'), kind: 'number' },
                  { name: 'max', label: t('categoryBusiness.range.max'), kind: 'number' },
                ] as const)),
            { name: 'score', label: t('categoryBusiness.items.score'), kind: 'number' },
          ]}
          rows={popup.criterion.items.map(({ id: _id, ...i }) =>
            qualitative ? { name: i.name, score: i.score } : i,
          )}
          newRow={qualitative ? { name: '', score: null } : { name: '', min: null, max: null, score: null }}
          schema={scoreItemsForm}
          submit={(body) => saveItems.mutateAsync(body)}
          onClose={() => setPopup(null)}
        />
      )}
    </Flex>
  );
}

/** infom opened from the menu, without an industry: pick one. */
function PickIndustry() {
  const { t } = useTranslation();
  const industries = useIndustries();
  return (
    <Flex vertical gap={12} data-testid="industry-pick">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('categoryBusiness.industries.pick')}
      </Typography.Title>
      {industries.isPending && <Spin />}
      {(industries.data?.data ?? []).map((i) => (
        <Link key={i.id} to={`/fun/category-business/infom?id=${i.id}`}>
          {i.name}
        </Link>
      ))}
    </Flex>
  );
}
