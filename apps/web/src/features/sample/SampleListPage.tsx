import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useListState } from '../../shared/list/useListState.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { PageSizeSelect } from '../../shared/widgets/PageSizeSelect.tsx';
import { Paginator } from '../../shared/widgets/Paginator.tsx';
import { SAMPLE_LIST, useCanWriteSample, useSamples } from './api.ts';
import { SampleFilters } from './SampleFilters.tsx';
import { SampleTable } from './SampleTable.tsx';

/** /sample: filter, sort and page the samples; all of it lives in the URL. */
export default function SampleListPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const list = useListState(SAMPLE_LIST);
  const samples = useSamples(list.state);
  const canWrite = useCanWriteSample();
  const pageInfo = samples.data?.page_info;

  return (
    <div data-testid="sample-list-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('sample.list.title')}
        </Typography.Title>
        {canWrite && (
          <Link to="/sample/add">
            <Button type="primary" icon={<PlusOutlined />} data-testid="sample-add">
              {t('sample.list.add')}
            </Button>
          </Link>
        )}
      </Flex>
      <SampleFilters value={list.state.filters} onSearch={list.setFilters} onReset={list.reset} />
      {samples.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={messagesOf(samples.error, locale).join(' ')}
          data-testid="sample-list-error"
        />
      )}
      <SampleTable
        rows={samples.data?.data ?? []}
        loading={samples.isFetching}
        sort={list.state.sort}
        dir={list.state.dir}
        onSort={list.setSort}
      />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <PageSizeSelect value={list.state.size} onChange={list.setSize} />
        <Paginator
          page={list.state.page}
          totalPages={pageInfo?.total_page ?? 0}
          totalRecords={pageInfo?.total_record}
          onChange={list.setPage}
        />
      </Flex>
    </div>
  );
}
