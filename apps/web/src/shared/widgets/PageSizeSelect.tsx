import { PAGING } from '@arflow/domain/constants';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PageSizeSelectProps {
  value: number;
  onChange: (size: number) => void;
  sizes?: readonly number[];
}

/** Rows per page: 10, 20, 30, 50 (spec §9); large lists pass PAGING.largePageSizes. */
export function PageSizeSelect({ value, onChange, sizes = PAGING.pageSizes }: PageSizeSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      data-testid="page-size-select"
      aria-label={t('common.paginator.pageSize')}
      size="small"
      style={{ width: 120 }}
      value={value}
      onChange={onChange}
      options={sizes.map((s) => ({ value: s, label: t('common.paginator.perPage', { size: s }) }))}
    />
  );
}
