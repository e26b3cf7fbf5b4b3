import { PlusOutlined } from '@ant-design/icons';
import { type IndustryItem, ratingBandsForm } from '@arflow/domain/api/category-business';
import { formatRate } from '@arflow/domain/money';
import { Button, Card, Flex, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { PageHeader } from '../../shared/widgets/PageHeader.tsx';
import { useBands, useCanManage, useIndustries, useSaveBands } from './api.ts';
import { rangeText } from './config.ts';
import { IndustryFormModal } from './IndustryFormModal.tsx';
import { ListEditor } from './ListEditor.tsx';
import { ParametersModal } from './ParametersModal.tsx';

/**
 * /fun/category-business/indexm: the industries of the rating model, each with its criteria
 * count and proportion total; the parameters popup; the rating bands (score ranges) and their
 * editor, where overlapping ranges are refused with the spec's message.
 */
export default function IndustriesPage() {
  const { t } = useTranslation();
  const canManage = useCanManage();
  const industries = useIndustries();
  const bands = useBands();
  const saveBands = useSaveBands();
  const [popup, setPopup] = useState<'industry' | 'parameters' | 'bands' | null>(null);
  const { locale } = useLocale();
  const num = (n: number) => formatRate(n, locale);
  const columns: Column<IndustryItem>[] = [
    {
      key: 'name',
      label: 'categoryBusiness.industry.name',
      link: (r) => `/fun/category-business/infom?id=${r.id}`,
    },
    { key: 'criteria_count', label: 'categoryBusiness.industries.criteria' },
    {
      key: 'proportion_total',
      label: 'categoryBusiness.industries.proportionTotal',
      render: (total) => <Tag color={total === 100 ? 'success' : 'warning'}>{num(total)}%</Tag>,
    },
    { key: 'updated_at', label: 'categoryBusiness.industries.updated', kind: 'dateTime' },
  ];

  if (industries.isError)
    return <LoadError error={industries.error} onRetry={() => void industries.refetch()} />;
  return (
    <Flex vertical gap={16} data-testid="industries-page">
      <PageHeader title={t('categoryBusiness.industries.title')}>
        <Space wrap>
          <Button onClick={() => setPopup('parameters')} data-testid="open-parameters">
            {t('categoryBusiness.parameter.title')}
          </Button>
          {canManage && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setPopup('industry')}
              data-testid="industry-add"
            >
              {t('categoryBusiness.industries.add')}
            </Button>
          )}
        </Space>
      </PageHeader>
      <DetailTable<IndustryItem> rows={industries} columns={columns} testId="industries" size="middle" />
      <Card
        title={t('categoryBusiness.bands.title')}
        extra={
          canManage && (
            <Button onClick={() => setPopup('bands')} data-testid="bands-edit">
              {t('common.actions.edit')}
            </Button>
          )
        }
        data-testid="bands-card"
      >
        <Space wrap>
          {(bands.data?.data ?? []).map((b) => (
            <Tag key={b.id} color="blue">
              {b.name}: {rangeText(b.min, b.max, num)}
            </Tag>
          ))}
        </Space>
      </Card>
      <IndustryFormModal
        open={popup === 'industry'}
        title={t('categoryBusiness.industries.add')}
        onClose={() => setPopup(null)}
      />
      <ParametersModal open={popup === 'parameters'} onClose={() => setPopup(null)} canManage={canManage} />
      {popup === 'bands' && (
        <ListEditor
          open
          title={t('categoryBusiness.bands.title')}
          testId="bands"
          list="bands"
          columns={[
            { name: 'name', label: t('categoryBusiness.bands.name'), kind: 'text' },
            { name: 'min', label: t('categoryBusiness.range.min'), kind: 'number' },
            { name: 'max', label: t('categoryBusiness.range.max'), kind: 'number' },
          ]}
          rows={(bands.data?.data ?? []).map(({ id: _id, ...b }) => b)}
          newRow={{ name: '', min: null, max: null }}
          schema={ratingBandsForm}
          submit={(body) => saveBands.mutateAsync(body)}
          onClose={() => setPopup(null)}
        />
      )}
    </Flex>
  );
}
