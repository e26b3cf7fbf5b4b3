import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
// The two inputs by their own modules: antd's Input index also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { type ChangeEvent, type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { messagesOf } from '../../shared/api/api-error.ts';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { REDIRECT_PARAM } from '../../shared/session/redirect.ts';
import { useLogin, useStartCodeFlow } from './api.ts';
import { LoginField } from './LoginField.tsx';
import { isPasswordResetState } from './password-reset-notice.ts';
import { noteSessionEnded, sessionEndedNotice } from './session-ended.ts';

/** Shown only after a failed sign-in or an ended session: fetched then, not with the page. */
const Alert = lazy(() => import('antd/es/alert'));

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
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  // The OpenID provider's sign-in step comes here with its request id (platform/oidc).
  const interaction = query.get('interaction');
  const login = useLogin(interaction);
  useStartCodeFlow(interaction, query.get(REDIRECT_PARAM));
  const { token } = theme.useToken();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const ended = sessionEndedNotice();
  // Arrived from a password reset: say the new password is set, until a sign-in is tried.
  const passwordReset = isPasswordResetState(location.state);
  // One message at a time: a failed sign-in, else a reset just done, else a session that ended.
  const notice = login.isError
    ? { type: 'error' as const, testId: 'login-error', title: messagesOf(login.error, locale).join(' ') }
    : passwordReset
      ? { type: 'success' as const, testId: 'password-reset-done', title: t('auth.login.passwordReset') }
      : ended
        ? { type: 'warning' as const, testId: 'session-ended', title: ended }
        : null;

  // As useZodForm does, with the schema loaded lazily: a field shows the first of its messages
  // of a whole-form parse, checked as it changes and when it loses focus.
  const check = async (next: LoginValues, name: keyof LoginValues) => {
    const { fieldErrors, loginRequest } = await validation();
    const message = fieldErrors(loginRequest, { ...next }, locale)[name]?.[0];
    setErrors((current) => ({ ...current, [name]: message }));
  };
  const field = (name: keyof LoginValues) => ({
    id: `login-${name}`,
    value: values[name],
    status: errors[name] ? ('error' as const) : undefined,
    disabled: login.isPending,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `login-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      void check(next, name);
    },
    onBlur: () => void check(values, name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    noteSessionEnded(null);
    const { parseForm, loginRequest } = await validation();
    const parsed = parseForm(loginRequest, { ...values }, locale);
    if (parsed.ok) login.mutate(parsed.data);
    else setErrors({ username: parsed.errors.username?.[0], password: parsed.errors.password?.[0] });
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
      <Suspense fallback={null}>
        {notice && (
          <Alert
            type={notice.type}
            showIcon
            style={{ marginBottom: 16 }}
            data-testid={notice.testId}
            title={notice.title}
          />
        )}
      </Suspense>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <LoginField id="login-username" label={t('auth.login.username')} error={errors.username}>
          <Input
            {...field('username')}
            prefix={<UserOutlined />}
            autoComplete="username"
            autoFocus
            data-testid="login-username"
            placeholder={t('auth.login.usernamePlaceholder')}
          />
        </LoginField>
        <LoginField id="login-password" label={t('auth.login.password')} error={errors.password}>
          <Password
            {...field('password')}
            prefix={<LockOutlined />}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </LoginField>
        <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
          {t('auth.login.submit')}
        </Button>
      </form>
      <div style={{ marginTop: 16, display: 'flex', justifyContent: 'space-between' }}>
        <Link to="/forgot-password" data-testid="forgot-password-link">
          {t('auth.login.forgot')}
        </Link>
        <Link to="/sample">{t('auth.login.sample')}</Link>
      </div>
    </div>
  );
}
