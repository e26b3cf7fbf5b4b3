import { RecordListPage } from '../../shared/record/RecordListPage.tsx';
import { samples } from './api.ts';
import { SAMPLE_COLUMNS, SAMPLE_FILTERS } from './config.ts';

/** /sample: filter, sort and page the samples; all of it lives in the URL. */
export default function SampleListPage() {
  return (
    <RecordListPage
      id="sample"
      base="/sample"
      api={samples}
      title="sample.list.title"
      add="sample.list.add"
      filters={SAMPLE_FILTERS}
      columns={SAMPLE_COLUMNS}
    />
  );
}
