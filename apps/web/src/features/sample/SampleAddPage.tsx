import { sampleForm } from '@arflow/domain/api/sample';
import { useNavigate } from 'react-router';
import { FormPage } from '../../shared/forms/FormPage.tsx';
import { useCanWriteSample, useSaveSample } from './api.ts';
import { SAMPLE_FIELDS } from './config.ts';

/** /sample/add: a public screen, but only users who may write samples get the form. */
export default function SampleAddPage() {
  const navigate = useNavigate();
  const save = useSaveSample();
  return (
    <FormPage
      id="sample"
      title="sample.form.addTitle"
      allowed={useCanWriteSample()}
      back={{ to: '/sample', label: 'sample.form.backToList' }}
      schema={sampleForm}
      fields={SAMPLE_FIELDS}
      submit={async (body) => (await save.mutateAsync(body)).data}
      saving={save.isPending}
      onSaved={(saved) => navigate(`/sample/${saved.id}`, { replace: true })}
      onCancel={() => navigate('/sample')}
    />
  );
}
