import { PlusOutlined } from '@ant-design/icons';
import { type IndustryItem, ratingBandsForm } from '@arflow/domain/api/category-business';
import { formatRate } from '@arflow/domain/money';
import { Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
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
  const f = useFormat();
  const canManage = useCanManage();
  const industries = useIndustries();
  const bands = useBands();
  const saveBands = useSaveBands();
  const [popup, setPopup] = useState<'industry' | 'parameters' | 'bands' | null>(null);
  const { locale } = useLocale();
  const num = (n: number) => formatRate(n, locale);

  if (industries.isError)
    return <LoadError error={industries.error} onRetry={() => void industries.refetch()} />;
  return (
    <Flex vertical gap={16} data-testid="industries-page">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('categoryBusiness.industries.title')}
        </Typography.Title>
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
      </Flex>
      <Table<IndustryItem>
        rowKey="id"
        loading={industries.isPending}
        pagination={false}
        dataSource={industries.data?.data ?? []}
        data-testid="industries-table"
        columns={[
          {
            key: 'name',
            title: t('categoryBusiness.industry.name'),
            render: (_, r) => <Link to={`/fun/category-business/infom?id=${r.id}`}>{r.name}</Link>,
          },
          { key: 'criteria', dataIndex: 'criteria_count', title: t('categoryBusiness.industries.criteria') },
          {
            key: 'total',
            title: t('categoryBusiness.industries.proportionTotal'),
            render: (_, r) => (
              <Tag color={r.proportion_total === 100 ? 'success' : 'warning'}>{num(r.proportion_total)}%</Tag>
            ),
          },
          {
            key: 'updated',
            title: t('categoryBusiness.industries.updated'),
            render: (_, r) => f.dateTime(r.updated_at),
          },
        ]}
      />
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
