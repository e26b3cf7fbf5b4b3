import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../i18n-keys.ts';
import { loginUrl } from '../session/redirect.ts';
import { useSession } from '../session/session.ts';
import { SchemaForm, type SchemaFormProps } from './SchemaForm.tsx';

export interface FormPageProps<Body, Saved> extends SchemaFormProps<Body, Saved> {
  title: TextKey;
  /**
   * Whether the user may submit (the write access of the module): a user who may not sees why,
   * a way to sign in when anonymous and the way back, instead of a form the server would refuse.
   */
  allowed?: boolean;
  back: { to: string; label: TextKey };
}

/**
 * An add (or other one-form) screen: its title and the schema form, or the refusal. Test ids:
 * `<id>-add-page`, `<id>-no-right`, and SchemaForm's own.
 */
export function FormPage<Body, Saved>({ title, allowed = true, back, ...form }: FormPageProps<Body, Saved>) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!allowed) {
    return (
      <Result
        status="403"
        title={t('common.noRight.title')}
        subTitle={t('common.noRight.hint')}
        data-testid={`${form.id}-no-right`}
        extra={
          <>
            {!user && (
              <Link to={loginUrl(window.location.pathname)}>
                <Button type="primary">{t('common.header.login')}</Button>
              </Link>
            )}
            <Link to={back.to}>
              <Button>{t(back.label)}</Button>
            </Link>
          </>
        }
      />
    );
  }
  return (
    <div data-testid={`${form.id}-add-page`}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <SchemaForm {...form} />
    </div>
  );
}
