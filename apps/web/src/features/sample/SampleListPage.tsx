import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { SAMPLE_LIST, useCanWriteSample, useSamples } from './api.ts';
import { SAMPLE_COLUMNS, SAMPLE_FILTERS } from './config.ts';

/** /sample: filter, sort and page the samples; all of it lives in the URL. */
export default function SampleListPage() {
  const { t } = useTranslation();
  const canWrite = useCanWriteSample();
  return (
    <ListPage
      id="sample"
      title="sample.list.title"
      list={SAMPLE_LIST}
      filters={SAMPLE_FILTERS}
      columns={SAMPLE_COLUMNS}
      useRows={useSamples}
      actions={
        canWrite && (
          <Link to="/sample/add">
            <Button type="primary" icon={<PlusOutlined />} data-testid="sample-add">
              {t('sample.list.add')}
            </Button>
          </Link>
        )
      }
    />
  );
}
