import { RecordAddPage } from '../../shared/record/RecordAddPage.tsx';
import { samples } from './api.ts';
import { SAMPLE_FIELDS } from './config.ts';

/** /sample/add: a public screen, but only users who may write samples get the form. */
export default function SampleAddPage() {
  return (
    <RecordAddPage
      id="sample"
      base="/sample"
      api={samples}
      title="sample.form.addTitle"
      back="sample.form.backToList"
      fields={SAMPLE_FIELDS}
    />
  );
}
