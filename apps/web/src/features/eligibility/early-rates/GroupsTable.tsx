import type { EarlyRateGroup, EarlyRateVersion } from '@arflow/domain/api/early-rates';
import { Button, Empty, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/hooks/useFormat.ts';
import { SupplierPicker } from './SupplierPicker.tsx';

export interface GroupEditing {
  buyId: number;
  onEdit: (g: EarlyRateGroup) => void;
  onDelete: (g: EarlyRateGroup) => void;
  onAddSupplier: (g: EarlyRateGroup, supId: number) => void;
  onRemoveSupplier: (g: EarlyRateGroup, supId: number) => void;
}

/** The groups of one version: name, rate per year, suppliers (name, tax code); editable when given `editing`. */
export function GroupsTable({
  version,
  editing,
  testId,
}: {
  version: EarlyRateVersion;
  editing?: GroupEditing;
  testId: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  if (version.groups.length === 0) return <Empty description={t('eligibility.rates.noGroups')} />;
  return (
    <Table<EarlyRateGroup>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={version.groups}
      data-testid={testId}
      onRow={(g) => ({ 'data-testid': `${testId}-row`, 'data-name': g.name }) as never}
      columns={[
        { key: 'name', title: t('eligibility.rates.name'), dataIndex: 'name' },
        { key: 'rate', title: t('eligibility.rates.rate'), render: (_, g) => f.rate(g.rate) },
        {
          key: 'suppliers',
          title: t('eligibility.rates.suppliers'),
          render: (_, g) => (
            <Space wrap>
              {g.suppliers.map((s) => (
                <Tag
                  key={s.sup_id}
                  closable={!!editing}
                  onClose={(e) => {
                    e.preventDefault();
                    editing?.onRemoveSupplier(g, s.sup_id);
                  }}
                >
                  {s.sup_name} · {s.sup_mst ?? '—'}
                </Tag>
              ))}
              {editing && (
                <SupplierPicker
                  buyId={editing.buyId}
                  version={version.id}
                  group={g.id}
                  onPick={(supId) => editing.onAddSupplier(g, supId)}
                  testId={`${testId}-add-supplier`}
                />
              )}
            </Space>
          ),
        },
        ...(editing
          ? [
              {
                key: 'actions',
                title: '',
                render: (_: unknown, g: EarlyRateGroup) => (
                  <Space>
                    <Button size="small" onClick={() => editing.onEdit(g)} data-testid={`${testId}-edit`}>
                      {t('eligibility.rates.edit')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      onClick={() => editing.onDelete(g)}
                      data-testid={`${testId}-delete`}
                    >
                      {t('eligibility.rates.delete')}
                    </Button>
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
