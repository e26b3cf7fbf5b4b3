import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginUrl } from '../../shared/session/redirect.ts';
import { useSession } from '../../shared/session/session.ts';
import { useCanWriteSample } from './api.ts';
import { SampleForm } from './SampleForm.tsx';

/** /sample/add: public route, but only users who may write samples get the form. */
export default function SampleAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const canWrite = useCanWriteSample();

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
      <SampleForm
        onSaved={(saved) => navigate(`/sample/${saved.id}`, { replace: true })}
        onCancel={() => navigate('/sample')}
      />
    </div>
  );
}
