import type { SupplierItem } from '@arflow/domain/api/suppliers';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { recordState } from '../../shared/api/record-state.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { AssessmentPanel } from './AssessmentPanel.tsx';
import {
  SUPPLIER_LIST,
  type SupplierKind,
  supplierRequest,
  useCorporateSuppliers,
  useIndividualSuppliers,
  useSupplier,
} from './api.ts';
import { supplierColumns, supplierFilters } from './config.tsx';

function OpenLink({ kind, id }: { kind: SupplierKind; id: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`/fun/${kind}/AssessmentItem?id=${id}`} data-testid={`assessment-open-${id}`}>
      <Button size="small">{t('suppliers.assessment.open')}</Button>
    </Link>
  );
}

const openColumn = (kind: SupplierKind) =>
  ({
    key: 'id',
    label: 'suppliers.assessment.title',
    render: (id) => <OpenLink kind={kind} id={id} />,
  }) as const satisfies Column<SupplierItem>;

const COLUMNS = {
  supplier: [...supplierColumns('supplier'), openColumn('supplier')],
  indsupplier: [...supplierColumns('indsupplier'), openColumn('indsupplier')],
};
const FILTERS = { supplier: supplierFilters('supplier'), indsupplier: supplierFilters('indsupplier') };

function OneSupplier({ kind, id }: { kind: SupplierKind; id: number }) {
  const { t } = useTranslation();
  const supplier = useSupplier(id);
  const loaded = recordState(id, supplier, 'assessment-item');
  if ('view' in loaded) return loaded.view;
  const { data } = loaded.data;
  return (
    <div data-testid="assessment-item-page">
      <Space align="baseline" wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('suppliers.assessment.pageTitle')} · {data.name}
        </Typography.Title>
        <Link to={`/fun/${kind}/${id}`}>{t('suppliers.assessment.toSupplier')}</Link>
      </Space>
      <AssessmentPanel id={id} />
    </div>
  );
}

/**
 * /fun/supplier/AssessmentItem and /fun/indsupplier/AssessmentItem (docs/decisions.md): with
 * `?id=` one supplier's appraisal checklist and industry score; without, the suppliers to choose.
 */
function AssessmentItem({ kind }: { kind: SupplierKind }) {
  const [params] = useSearchParams();
  if (params.has('id')) {
    const id = Number(params.get('id'));
    return <OneSupplier kind={kind} id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
  }
  const person = kind === 'indsupplier';
  return (
    <ListPage
      id={`${kind}-assessment`}
      title="suppliers.assessment.pickTitle"
      list={SUPPLIER_LIST}
      filters={FILTERS[kind]}
      columns={COLUMNS[kind]}
      useRows={person ? useIndividualSuppliers : useCorporateSuppliers}
      request={supplierRequest(kind)}
    />
  );
}

export const SupplierAssessmentItemPage = () => <AssessmentItem kind="supplier" />;
export const IndSupplierAssessmentItemPage = () => <AssessmentItem kind="indsupplier" />;
