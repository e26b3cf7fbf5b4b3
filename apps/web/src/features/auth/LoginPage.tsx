import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequest } from '@arflow/domain/api/auth';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { useLogin } from './api.ts';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * Sign-in with username or e-mail and password (spec §7 POST /auth/login). On success the
 * guest-only guard sends the user to the safe `redirect` target or their home.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm<LoginValues>();
  const { rule, parse } = useZodForm(loginRequest, form);
  const login = useLogin();

  const submit = () => {
    const body = parse();
    if (body) login.mutate(body);
  };

  return (
    <div data-testid="login-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('auth.login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('auth.login.subtitle')}</Typography.Paragraph>
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
