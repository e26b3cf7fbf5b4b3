import { sampleForm } from '@arflow/domain/api/sample';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { loginUrl } from '../../shared/session/redirect.ts';
import { useSession } from '../../shared/session/session.ts';
import { useCanWriteSample, useSaveSample } from './api.ts';
import { SAMPLE_FIELDS } from './config.ts';

/** /sample/add: public route, but only users who may write samples get the form. */
export default function SampleAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const canWrite = useCanWriteSample();
  const save = useSaveSample();

  if (!canWrite) {
    return (
      <Result
        status="403"
        title={t('sample.form.noRightTitle')}
        subTitle={t('sample.form.noRight')}
        data-testid="sample-no-right"
        extra={
          <>
            {!user && (
              <Link to={loginUrl('/sample/add')}>
                <Button type="primary">{t('common.header.login')}</Button>
              </Link>
            )}
            <Link to="/sample">
              <Button>{t('sample.form.backToList')}</Button>
            </Link>
          </>
        }
      />
    );
  }

  return (
    <div data-testid="sample-add-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('sample.form.addTitle')}
      </Typography.Title>
      <SchemaForm
        id="sample"
        schema={sampleForm}
        fields={SAMPLE_FIELDS}
        submit={async (body) => (await save.mutateAsync(body)).data}
        saving={save.isPending}
        onSaved={(saved) => navigate(`/sample/${saved.id}`, { replace: true })}
        onCancel={() => navigate('/sample')}
      />
    </div>
  );
}
