import { forgotLinkRequest, RESET_LINK_TTL_MINUTES } from '@arflow/domain/api/forgot';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useAskLink } from './api.ts';

/**
 * /forgot-password: ask a reset link for an e-mail address. The confirmation is the same whether
 * the address has an account or not (the server answers alike), so the page never tells either.
 */
export default function ForgotPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const { rule, parse, showServerErrors } = useZodForm(forgotLinkRequest, form);
  const ask = useAskLink();
  const dialog = useResultDialog();
  const [sent, setSent] = useState(false);

  const send = async () => {
    const body = parse();
    if (!body) return;
    try {
      await ask.mutateAsync(body);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
    }
  };

  return (
    <div data-testid="forgot-page" style={{ maxWidth: 520, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('forgot.request.title')}
      </Typography.Title>
      {sent ? (
        <Alert
          type="success"
          showIcon
          data-testid="forgot-sent"
          title={t('forgot.request.sent', { minutes: RESET_LINK_TTL_MINUTES })}
        />
      ) : (
        <>
          <Typography.Paragraph>{t('forgot.request.intro')}</Typography.Paragraph>
          <Form form={form} layout="vertical" onFinish={send} disabled={ask.isPending}>
            <Form.Item name="email" label={t('forgot.request.email')} required rules={rule('email')}>
              <Input type="email" autoComplete="email" autoFocus data-testid="forgot-email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={ask.isPending} data-testid="forgot-submit">
              {t('forgot.request.submit')}
            </Button>
          </Form>
        </>
      )}
      <Link to="/" data-testid="forgot-to-login">
        <Button type="link" style={{ paddingInline: 0, marginTop: 16 }}>
          {t('forgot.request.toLogin')}
        </Button>
      </Link>
    </div>
  );
}
