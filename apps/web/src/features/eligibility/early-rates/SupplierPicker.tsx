import { Divider, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../shared/list/ExportButton.tsx';
import { supplierSearchRequest, useSupplierSearch } from '../api.ts';

/** Search the suppliers that are in no group of the version yet, and add the one picked. */
export function SupplierPicker(props: {
  buyId: number;
  version: number;
  group: number;
  onPick: (supId: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const found = useSupplierSearch(props.buyId, open ? props.version : null, props.group, keyword);
  return (
    <Select
      showSearch
      filterOption={false}
      value={null}
      placeholder={t('eligibility.rates.addSupplier')}
      style={{ minWidth: 260 }}
      onSearch={setKeyword}
      onOpenChange={setOpen}
      loading={found.isFetching}
      onChange={(v: number) => props.onPick(v)}
      options={(found.data?.data ?? []).map((s) => ({
        value: s.sup_id,
        label: `${s.sup_name} (${s.sup_mst ?? '—'})`,
      }))}
      // The picker shows 20 matches; its file has every supplier the group may take under the keyword.
      popupRender={(menu) => (
        <>
          {menu}
          <Divider style={{ margin: '4px 0' }} />
          <ExportButton
            request={supplierSearchRequest(props.buyId, props.version, props.group, keyword)}
            testId={props.testId}
          />
        </>
      )}
      data-testid={props.testId}
    />
  );
}
