import type { EarlyRateGroup, EarlyRateVersion } from '@arflow/domain/api/early-rates';
import { Button, Empty, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../shared/list/columns.tsx';
import { DetailTable } from '../../../shared/widgets/DetailTable.tsx';
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
  if (version.groups.length === 0) return <Empty description={t('eligibility.rates.noGroups')} />;
  const columns: Column<EarlyRateGroup>[] = [
    { key: 'name', label: 'eligibility.rates.name' },
    { key: 'rate', label: 'eligibility.rates.rate', kind: 'rate' },
    {
      key: 'suppliers',
      label: 'eligibility.rates.suppliers',
      render: (suppliers, g) => (
        <Space wrap>
          {suppliers.map((s) => (
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
  ];
  return (
    <DetailTable<EarlyRateGroup>
      rows={version.groups}
      columns={columns}
      testId={testId}
      tableTestId={testId}
      rowAttributes={(g) => ({ 'data-testid': `${testId}-row`, 'data-name': g.name })}
      actions={
        editing
          ? (g) => (
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
            )
          : undefined
      }
    />
  );
}
