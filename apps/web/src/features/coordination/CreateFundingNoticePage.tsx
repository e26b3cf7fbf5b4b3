import { COORDINATION_ACCESS } from '@arflow/domain/access/coordination';
import { allows } from '@arflow/domain/permissions';
import { App, Button, Card, Form, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session.ts';
import { useCreateFundingNotice } from './api.ts';
import { NoticeDrawer } from './NoticeDrawer.tsx';
import { useScreenTitle } from './title.ts';

/**
 * /fun/partner-payment/CreateFundingNotice: ask a transaction's chosen funding partner to fund
 * its share. The server refuses without the allow_create_funding_notice flag; the form is not
 * offered to a role the flag excludes.
 */
export default function CreateFundingNoticePage() {
  const { t } = useTranslation();
  const title = useScreenTitle();
  const { user } = useSession();
  const { message } = App.useApp();
  const create = useCreateFundingNotice();
  const [created, setCreated] = useState<number | null>(null);
  const [transId, setTransId] = useState<number | null>(null);
  const allowed = allows(COORDINATION_ACCESS.write, user);
  return (
    <div data-testid="create-funding-notice-page">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Card>
        <Form layout="inline" disabled={!allowed}>
          <Form.Item label={t('coordination.funder.transId')}>
            <InputNumber
              min={1}
              value={transId}
              onChange={(v) => setTransId(v)}
              data-testid="notice-trans-id"
            />
          </Form.Item>
          <Button
            type="primary"
            disabled={!allowed || !transId}
            loading={create.isPending}
            data-testid="notice-create"
            onClick={() =>
              create.mutate(transId!, {
                onSuccess: (r) => setCreated(r.data.id),
                onError: (e) => void message.error(e.message),
              })
            }
          >
            {t('coordination.funder.create')}
          </Button>
        </Form>
      </Card>
      <NoticeDrawer id={created} onClose={() => setCreated(null)} />
    </div>
  );
}
