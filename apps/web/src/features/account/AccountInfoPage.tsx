import { EditOutlined } from '@ant-design/icons';
import { updateYourselfRequest } from '@arflow/domain/api/auth';
import { ENTERPRISE_LABELS } from '@arflow/domain/enterprises';
import { ROLE_LABELS } from '@arflow/domain/roles';
import { Button, Descriptions, Flex, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { type Me, useSession } from '../../shared/session/session.ts';
import { useUpdateYourself } from './api.ts';

interface Values {
  full_name: string;
  position: string | null;
  email: string;
  tel_num: string | null;
}

const valuesOf = (user: Me): Values => ({
  full_name: user.full_name,
  position: user.position,
  email: user.email,
  tel_num: user.tel_num ?? null,
});

/** View and edit one's own name, position, e-mail and phone (POST /user/update/yourself). */
export default function AccountInfoPage() {
  const { t } = useTranslation();
  const show = useText();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<Values>();
  const { rule, parse, showServerErrors } = useZodForm(updateYourselfRequest, form);
  const update = useUpdateYourself();
  const dialog = useResultDialog();

  if (!user) return null;

  const save = async () => {
    const body = parse();
    if (!body) return;
    try {
      await update.mutateAsync(body);
      setEditing(false);
      await dialog.success();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
    }
  };

  return (
    <div data-testid="account-info-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('account.info.title')}
        </Typography.Title>
        {!editing && (
          <Button
            icon={<EditOutlined />}
            data-testid="account-edit"
            onClick={() => {
              form.setFieldsValue(valuesOf(user));
              setEditing(true);
            }}
          >
            {t('common.actions.edit')}
          </Button>
        )}
      </Flex>
      {editing ? (
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          onFinish={save}
          disabled={update.isPending}
          data-testid="account-form"
        >
          <Form.Item name="full_name" label={t('account.info.fullName')} required rules={rule('full_name')}>
            <Input data-testid="account-full-name" />
          </Form.Item>
          <Form.Item name="position" label={t('account.info.position')} rules={rule('position')}>
            <Input data-testid="account-position" />
          </Form.Item>
          <Form.Item name="email" label={t('account.info.email')} required rules={rule('email')}>
            <Input data-testid="account-email" inputMode="email" autoComplete="email" />
          </Form.Item>
          <Form.Item name="tel_num" label={t('account.info.phone')} rules={rule('tel_num')}>
            <Input data-testid="account-phone" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="account-save">
              {t('common.actions.save')}
            </Button>
            <Button onClick={() => setEditing(false)} data-testid="account-cancel">
              {t('common.actions.cancel')}
            </Button>
          </Space>
        </Form>
      ) : (
        <Descriptions
          bordered
          column={1}
          data-testid="account-view"
          styles={{ label: { width: 220 } }}
          items={[
            { key: 'username', label: t('account.info.username'), children: user.username },
            { key: 'full_name', label: t('account.info.fullName'), children: user.full_name },
            { key: 'position', label: t('account.info.position'), children: user.position ?? '' },
            { key: 'email', label: t('account.info.email'), children: user.email },
            { key: 'tel_num', label: t('account.info.phone'), children: user.tel_num ?? '' },
            { key: 'role', label: t('account.info.role'), children: show(ROLE_LABELS[user.role_id]) },
            {
              key: 'enterprise',
              label: t('account.info.enterprise'),
              children: `${user.enterprise_name} (${show(ENTERPRISE_LABELS[user.enterprise_code])})`,
            },
          ]}
        />
      )}
    </div>
  );
}
