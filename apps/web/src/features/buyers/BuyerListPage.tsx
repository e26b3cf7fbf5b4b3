import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useListState } from '../../shared/list/useListState.ts';
import { ExcelImport } from '../../shared/widgets/ExcelImport.tsx';
import { BUYER_LIST, buyerRequest, useBuyers, useCanWriteBuyer } from './api.ts';
import { BUYER_COLUMNS, BUYER_FILTERS } from './config.tsx';

/** The prospects/joined tabs with the list's counts (spec §3 count_tiemnang, count_gianhap). */
function GroupTabs() {
  const { t } = useTranslation();
  const list = useListState(BUYER_LIST);
  // The same query as the table's (same key): react-query answers both from one call.
  const rows = useBuyers(list.state);
  const counts = rows.data?.object;
  const count = (n: number | undefined) =>
    n === undefined ? null : <Badge count={n} showZero overflowCount={99999} color="#8c8c8c" />;
  return (
    <Tabs
      activeKey={list.state.filters.group ?? 'all'}
      onChange={(key) => list.setFilters({ group: key === 'all' ? undefined : key })}
      data-testid="buyer-tabs"
      items={[
        { key: 'all', label: t('buyers.list.all') },
        {
          key: 'tiemnang',
          label: (
            <span data-testid="buyer-tab-tiemnang">
              {t('buyers.list.tiemnang')} {count(counts?.count_tiemnang)}
            </span>
          ),
        },
        {
          key: 'gianhap',
          label: (
            <span data-testid="buyer-tab-gianhap">
              {t('buyers.list.gianhap')} {count(counts?.count_gianhap)}
            </span>
          ),
        },
      ]}
    />
  );
}

/** /fun/buyer/list: the funder's buyers with filters, tabs, new and Excel import. */
export default function BuyerListPage() {
  const { t } = useTranslation();
  const canWrite = useCanWriteBuyer();
  const queryClient = useQueryClient();
  return (
    <ListPage
      id="buyer"
      title="buyers.list.title"
      list={BUYER_LIST}
      filters={BUYER_FILTERS}
      columns={BUYER_COLUMNS}
      useRows={useBuyers}
      request={buyerRequest}
      tabs={<GroupTabs />}
      actions={
        canWrite && (
          <>
            <ExcelImport
              template="buyer"
              path="/buyer/add-data-by-excel-buyer"
              testId="buyer"
              onImported={() => void queryClient.invalidateQueries({ queryKey: ['buyers'] })}
            />
            <Link to="/fun/buyer/new">
              <Button type="primary" icon={<PlusOutlined />} data-testid="buyer-add">
                {t('buyers.list.add')}
              </Button>
            </Link>
          </>
        )
      }
    />
  );
}
