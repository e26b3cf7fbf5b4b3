import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { KPI_LIST, kpiListRequest, useKpiList } from './api.ts';
import { KPI_COLUMNS, KPI_FILTERS } from './config.tsx';

/** /fun/internal/kpi: the KPI settings by level and status, with the add button and the export. */
export default function KpiListPage() {
  const { t } = useTranslation();
  return (
    <ListPage
      id="kpi"
      title="performance.kpi.title"
      list={KPI_LIST}
      useRows={useKpiList}
      request={kpiListRequest}
      filters={KPI_FILTERS}
      columns={KPI_COLUMNS}
      actions={
        <Link to="/fun/internal/kpi/settingkpi">
          <Button type="primary" icon={<PlusOutlined />} data-testid="kpi-add">
            {t('performance.kpi.add')}
          </Button>
        </Link>
      }
    />
  );
}
