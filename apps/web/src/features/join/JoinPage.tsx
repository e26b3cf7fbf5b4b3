import { registerRequest } from '@arflow/domain/api/auth';
import { homePath } from '@arflow/domain/areas';
import { formatDateTime } from '@arflow/domain/format';
import { Alert, Button, Descriptions, Form, Input, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, messagesOf } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { REDIRECT_PARAM } from '../../shared/session/redirect.ts';
import { useSignIn } from '../../shared/session/session.ts';
import { LinkProblem } from '../../shared/widgets/LinkProblem.tsx';
import { PasswordField, type PasswordFieldProps } from '../account/PasswordField.tsx';
import { keepsRegistrationSession, useInvitation, useRegister } from './api.ts';

interface Values {
  token: string;
  username: string;
  password: string;
  confirm_password: string;
}

const PASSWORDS = [
  { name: 'password', label: 'join.register.password', testId: 'join-password' },
  { name: 'confirm_password', label: 'join.register.confirm', testId: 'join-confirm', confirms: 'password' },
] as const satisfies readonly (PasswordFieldProps & { label: TextKey })[];

/** Why the link opens nothing, and the way to sign in. */
function Problem({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <LinkProblem
      testId="join-error"
      message={message}
      advice={t('join.register.askNewLink')}
      to="/"
      toTestId="join-to-login"
      toText={t('join.register.toLogin')}
    />
  );
}

/**
 * /register/{token}: the page an invitation e-mail opens. It shows whom the invitation is for
 * (company, e-mail), asks a username (prefilled with the one given) and a password with the spec's
 * rules, and on success signs the new member in and takes them home (with single sign-on, through
 * the provider's sign-in).
 */
export default function JoinPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const token = useParams().token ?? '';
  const invitation = useInvitation(token);
  const [form] = Form.useForm<Values>();
  const { rule, parse, showServerErrors } = useZodForm(registerRequest, form);
  const register = useRegister();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const dialog = useResultDialog();

  if (token === '') return <Problem message={t('join.register.noToken')} />;
  if (invitation.isPending) {
    return (
      <div role="status" aria-label={t('common.status.loading')}>
        <Spin data-testid="join-loading" />
      </div>
    );
  }
  if (invitation.isError) return <Problem message={messagesOf(invitation.error, locale).join(' ')} />;
  const inv = invitation.data.data;

  const save = async () => {
    const body = parse();
    if (!body) return;
    try {
      const login = await register.mutateAsync(body);
      const home = homePath(login.user);
      if (!(await keepsRegistrationSession(login))) {
        await dialog.success(t('join.register.doneSignIn'));
        navigate(`/?${new URLSearchParams({ [REDIRECT_PARAM]: home })}`, { replace: true });
        return;
      }
      signIn(login);
      await dialog.success(t('join.register.done'));
      navigate(home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
      // A link that died meanwhile (used, replaced, expired): show why instead of the form.
      if (error instanceof ApiError && error.status !== 422) void invitation.refetch();
    }
  };

  return (
    <div data-testid="join-page" style={{ maxWidth: 520, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('join.register.title')}
      </Typography.Title>
      <Typography.Paragraph>{t('join.register.intro')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('join.register.company')}>
          <span data-testid="join-company">{inv.company_name}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('join.register.fullName')}>{inv.full_name}</Descriptions.Item>
        <Descriptions.Item label={t('join.register.email')}>
          <span data-testid="join-email">{inv.email}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('join.register.expires')}>
          {formatDateTime(inv.expires_at, locale)}
        </Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('join.register.rules')} />
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        disabled={register.isPending}
        initialValues={{ token, username: inv.username }}
      >
        <Form.Item name="token" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="username" label={t('join.register.username')} required rules={rule('username')}>
          <Input autoComplete="username" data-testid="join-username" />
        </Form.Item>
        {PASSWORDS.map((p) => (
          <PasswordField key={p.name} {...p} label={t(p.label)} rules={rule(p.name)} />
        ))}
        <Button type="primary" htmlType="submit" loading={register.isPending} data-testid="join-submit">
          {t('join.register.submit')}
        </Button>
      </Form>
    </div>
  );
}
