import type { SupplierItem } from '@arflow/domain/api/suppliers';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { ExcelImport } from '../../shared/widgets/ExcelImport.tsx';
import {
  SUPPLIER_LIST,
  type SupplierKind,
  supplierRequest,
  useCorporateSuppliers,
  useIndividualSuppliers,
  useSupplierRights,
} from './api.ts';
import { supplierColumns, supplierFilters } from './config.tsx';
import { EkycModal } from './EkycModal.tsx';

const COLUMNS = { supplier: supplierColumns('supplier'), indsupplier: supplierColumns('indsupplier') };
const FILTERS = { supplier: supplierFilters('supplier'), indsupplier: supplierFilters('indsupplier') };
/** The individual list's eKYC column opens the eKYC step (screen view ekycModal). */
const EKYC_COLUMN = {
  key: 'id',
  label: 'suppliers.ekyc.open',
  render: (_id, row) => <EkycModal person={row} />,
} as const satisfies Column<SupplierItem>;

/** /fun/supplier/list and /fun/indsupplier/list: spec §3 filters, newest first, Excel import. */
export function SupplierList({ kind }: { kind: SupplierKind }) {
  const { t } = useTranslation();
  const rights = useSupplierRights();
  const queryClient = useQueryClient();
  const person = kind === 'indsupplier';
  return (
    <ListPage
      id={kind}
      title={person ? 'suppliers.list.indTitle' : 'suppliers.list.title'}
      list={SUPPLIER_LIST}
      filters={FILTERS[kind]}
      columns={person && rights.write ? [...COLUMNS[kind], EKYC_COLUMN] : COLUMNS[kind]}
      useRows={person ? useIndividualSuppliers : useCorporateSuppliers}
      request={supplierRequest(kind)}
      actions={
        rights.write && (
          <>
            {person && (
              <ExcelImport
                template="individual"
                path="/supplier/upload-excel-individual"
                testId={kind}
                onImported={() => void queryClient.invalidateQueries({ queryKey: ['suppliers'] })}
              />
            )}
            <Link to={`/fun/${kind}/UploadExcelIndividual`}>
              <Button type="link" data-testid={`${kind}-import-page`}>
                {t('suppliers.list.importPage')}
              </Button>
            </Link>
          </>
        )
      }
    />
  );
}
