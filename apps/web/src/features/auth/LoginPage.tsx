import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { FormRule } from 'antd';
import { Alert, Button, Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useLogin } from './api.ts';
import { noteSessionEnded, sessionEndedNotice } from './session-ended.ts';

/** zod and the form helpers, loaded on first use (login-validation.ts says why). */
const validation = () => import('./login-validation.ts');

type LoginValues = {
  username: string;
  password: string;
};

/**
 * Sign-in with username or e-mail and password (spec §7 POST /auth/login). On success the
 * guest-only guard sends the user to the safe `redirect` target or their home.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();
  const { token } = theme.useToken();

  // As useZodForm does, with the schema loaded lazily: each field keeps its messages of a whole-form parse.
  const rule = (name: keyof LoginValues): FormRule[] => [
    {
      validator: async () => {
        const { fieldErrors, loginRequest } = await validation();
        const messages = fieldErrors(loginRequest, { ...form.getFieldsValue() }, locale)[name];
        if (messages && messages.length > 0) throw new Error(messages[0]);
      },
    },
  ];

  const ended = sessionEndedNotice();

  const submit = async () => {
    noteSessionEnded(null);
    const { parseForm, loginRequest } = await validation();
    const parsed = parseForm(loginRequest, { ...form.getFieldsValue() }, locale);
    if (parsed.ok) login.mutate(parsed.data);
    else
      form.setFields(
        Object.entries(parsed.errors).map(([name, errors]) => ({ name: name as keyof LoginValues, errors })),
      );
  };

  return (
    <div data-testid="login-page">
      {/* Heading and text as antd's Typography draws them, without its code in the first load. */}
      <h1
        style={{
          marginTop: 0,
          marginBottom: token.marginXS,
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
        }}
      >
        {t('auth.login.title')}
      </h1>
      <p style={{ marginTop: 0, marginBottom: token.marginMD, color: token.colorTextSecondary }}>
        {t('auth.login.subtitle')}
      </p>
      {ended && !login.isError && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="session-ended"
          title={ended}
        />
      )}
      {login.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-error"
          title={messagesOf(login.error, locale).join(' ')}
        />
      )}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={login.isPending}>
        <Form.Item name="username" label={t('auth.login.username')} rules={rule('username')}>
          <Input
            prefix={<UserOutlined />}
            autoComplete="username"
            autoFocus
            data-testid="login-username"
            placeholder={t('auth.login.usernamePlaceholder')}
          />
        </Form.Item>
        <Form.Item name="password" label={t('auth.login.password')} rules={rule('password')}>
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </Form>
      <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between' }}>
        <Link to="/forgot-password" data-testid="forgot-password-link">
          {t('auth.login.forgot')}
        </Link>
        <Link to="/sample">{t('auth.login.sample')}</Link>
      </div>
    </div>
  );
}
