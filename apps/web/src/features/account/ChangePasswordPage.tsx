import { changePasswordRequest } from '@arflow/domain/api/auth';
import { homePath } from '@arflow/domain/areas';
import { Alert, Button, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { useSession } from '../../shared/session/session.ts';
import { useChangePassword } from './api.ts';
import { PasswordField, type PasswordFieldProps } from './PasswordField.tsx';

interface Values {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

const PASSWORDS = [
  { name: 'old_password', label: 'account.password.old', testId: 'password-old', current: true },
  { name: 'new_password', label: 'account.password.new', testId: 'password-new' },
  {
    name: 'confirm_password',
    label: 'account.password.confirm',
    testId: 'password-confirm',
    confirms: 'new_password',
  },
] as const satisfies readonly (PasswordFieldProps & { label: TextKey })[];

/**
 * Old, new and confirmed password with the rules of spec §5 (POST /user/change-password). A user
 * signed in with a one-time password is kept here (RequireAuth) until the change, then goes home.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const forced = user?.must_change_password === true;
  const [form] = Form.useForm<Values>();
  const { rule, parse, showServerErrors } = useZodForm(changePasswordRequest, form);
  const change = useChangePassword();
  const dialog = useResultDialog();

  const save = async () => {
    const body = parse();
    if (!body) return;
    try {
      const { user: changed } = await change.mutateAsync(body);
      form.resetFields();
      await dialog.success(t('account.password.changed'));
      if (forced) navigate(homePath(changed), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
    }
  };

  return (
    <div data-testid="change-password-page" style={{ maxWidth: 480 }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('account.password.title')}
      </Typography.Title>
      {forced && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('account.password.mustChange')}
          data-testid="password-must-change"
        />
      )}
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('account.password.rules')} />
      <Form form={form} layout="vertical" onFinish={save} disabled={change.isPending}>
        {PASSWORDS.map((p) => (
          <PasswordField key={p.name} {...p} label={t(p.label)} rules={rule(p.name)} />
        ))}
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="password-save">
          {t('account.password.submit')}
        </Button>
      </Form>
    </div>
  );
}
