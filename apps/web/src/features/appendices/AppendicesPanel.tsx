import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { AppendixDrawer } from './AppendixDrawer.tsx';
import { APPENDIX_LIST, appendixRequest, partnerAppendicesHook, useCanRequestAppendix } from './api.ts';
import { APPENDIX_FILTERS, APPENDIX_LIST_COLUMNS } from './config.ts';
import { RequestAppendixModal } from './RequestAppendixModal.tsx';

/**
 * One partner's referral appendices on the funder's partner page, where the relationship and
 * credit staff (who make, generate and confirm appendices) work; the drawer is the same.
 */
export function AppendicesPanel({ partnerId }: { partnerId: number }) {
  const ready = useModuleTexts('appendices');
  const { t } = useTranslation();
  const canRequest = useCanRequestAppendix();
  const [adding, setAdding] = useState(false);
  const useRows = useMemo(() => partnerAppendicesHook(partnerId), [partnerId]);
  if (!ready) return null;
  return (
    <>
      <ListPage
        id="partner-appendices"
        title="appendices.list.partnerTitle"
        list={APPENDIX_LIST}
        filters={APPENDIX_FILTERS}
        columns={APPENDIX_LIST_COLUMNS}
        useRows={useRows}
        request={appendixRequest(partnerId)}
        actions={
          canRequest && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="partner-appendices-add"
            >
              {t('appendices.list.add')}
            </Button>
          )
        }
      />
      {adding && <RequestAppendixModal partnerId={partnerId} onClose={() => setAdding(false)} />}
      <AppendixDrawer />
    </>
  );
}
