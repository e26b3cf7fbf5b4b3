import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useSession } from '../../shared/session/session.ts';
import { AppendixDrawer } from './AppendixDrawer.tsx';
import { APPENDIX_LIST, appendixRequest, useAppendices, useCanRequestAppendix } from './api.ts';
import { APPENDIX_FILTERS, APPENDIX_LIST_COLUMNS } from './config.ts';
import { RequestAppendixModal } from './RequestAppendixModal.tsx';

/** The appendices list; a row's number opens its detail in the drawer (`?appendix=<id>`). */
function AppendicesPage({ title }: { title: TextKey }) {
  const { t } = useTranslation();
  const canRequest = useCanRequestAppendix();
  const { user } = useSession();
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ListPage
        id="appendices"
        title={title}
        list={APPENDIX_LIST}
        filters={APPENDIX_FILTERS}
        columns={APPENDIX_LIST_COLUMNS}
        useRows={useAppendices}
        request={appendixRequest()}
        actions={
          canRequest && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="appendices-add"
            >
              {t('appendices.list.add')}
            </Button>
          )
        }
      />
      {adding && (
        <RequestAppendixModal
          {...(user?.enterprise_code === 'FUNDER' ? {} : { partnerId: user?.ent_id })}
          onClose={() => setAdding(false)}
        />
      )}
      <AppendixDrawer />
    </>
  );
}

/** /partner/referral-coordination/program-config: the partner's own appendices. */
export function PartnerAppendicesPage() {
  return <AppendicesPage title="appendices.list.partnerTitle" />;
}

/** /fun/partner-payment/referral/ReferralCoordination: every referral partner's appendices. */
export function FunderAppendicesPage() {
  return <AppendicesPage title="appendices.list.funderTitle" />;
}
