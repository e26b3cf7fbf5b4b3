import { resetPasswordRequest } from '@arflow/domain/api/forgot';
import { formatDateTime } from '@arflow/domain/format';
import { Alert, Button, Descriptions, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, messagesOf } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { LinkProblem } from '../../shared/widgets/LinkProblem.tsx';
import { PasswordField, type PasswordFieldProps } from '../account/PasswordField.tsx';
import { PASSWORD_RESET_STATE } from '../auth/password-reset-notice.ts';
import { useResetLink, useResetPassword } from './api.ts';

interface Values {
  token: string;
  password: string;
  confirm_password: string;
}

const PASSWORDS = [
  { name: 'password', label: 'forgot.reset.password', testId: 'reset-password' },
  { name: 'confirm_password', label: 'forgot.reset.confirm', testId: 'reset-confirm', confirms: 'password' },
] as const satisfies readonly (PasswordFieldProps & { label: TextKey })[];

/** Why the link opens nothing, and the way to ask a new one. */
function Problem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <LinkProblem
      testId="reset-error"
      message={message}
      advice={t('forgot.reset.askNewLink')}
      to="/forgot-password"
      toTestId="reset-new-link"
      toText={t('forgot.reset.newLink')}
    />
  );
}

/**
 * /forgot-password/{token}: the page a reset e-mail opens. It shows, masked, whose account the
 * link is for, asks a new password with the spec's rules, and on success sends the user to sign
 * in with it (every session of the account has ended).
 */
export default function ResetPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const token = useParams().token ?? '';
  const link = useResetLink(token);
  const [form] = Form.useForm<Values>();
  const { rule, parse, showServerErrors } = useZodForm(resetPasswordRequest, form);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const dialog = useResultDialog();

  if (link.isPending) {
    return (
      <div role="status" aria-label={t('common.status.loading')}>
        <Spin data-testid="reset-loading" />
      </div>
    );
  }
  if (link.isError) return <Problem message={messagesOf(link.error, locale).join(' ')} />;
  const account = link.data.data;

  const save = async () => {
    const body = parse();
    if (!body) return;
    try {
      await resetPassword.mutateAsync(body);
      navigate('/', { replace: true, state: PASSWORD_RESET_STATE });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
      // A link that died meanwhile (used, outdated, expired): show why instead of the form.
      if (error instanceof ApiError && error.status !== 422) void link.refetch();
    }
  };

  return (
    <div data-testid="reset-page" style={{ maxWidth: 520, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('forgot.reset.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('forgot.reset.intro')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('forgot.reset.username')}>
          <span data-testid="reset-username">{account.username}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('forgot.reset.email')}>
          <span data-testid="reset-email">{account.email}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('forgot.reset.expires')}>
          {formatDateTime(account.expires_at, locale)}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('forgot.reset.rules')} />
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={resetPassword.isPending}
        initialValues={{ token }}
      >
        <Form.Item name="token" hidden>
          <Input />
        </Form.Item>
        {PASSWORDS.map((p) => (
          <PasswordField key={p.name} {...p} label={t(p.label)} rules={rule(p.name)} />
        ))}
        <Button type="primary" htmlType="submit" loading={resetPassword.isPending} data-testid="reset-submit">
          {t('forgot.reset.submit')}
        </Button>
      </Form>
    </div>
  );
}
