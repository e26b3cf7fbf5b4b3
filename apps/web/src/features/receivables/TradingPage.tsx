import { PlusOutlined } from '@ant-design/icons';
import { receivableForm } from '@arflow/domain/api/receivables';
import { Button, Drawer, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { ExcelImport } from '../../shared/widgets/ExcelImport.tsx';
import {
  AR_LIST,
  arRequest,
  useArList,
  useCanWriteReceivables,
  useReceivable,
  useSaveReceivable,
  useTradingBuyers,
} from './api.ts';
import { AR_FIELDS, AR_FILTERS, arColumns } from './config.ts';
import { LettersPanel } from './LettersPanel.tsx';
import { ReceivableDetail } from './ReceivableDetail.tsx';

/**
 * /sup/trading and /indsup/trading: the supplier's receivables (filter, sort, page in the URL),
 * entry of one, the Excel import, each receivable's detail in a drawer (`?ar=<id>`), and the
 * debt-confirmation letters sent to its buyers.
 */
export default function TradingPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const canWrite = useCanWriteReceivables();
  const [adding, setAdding] = useState(false);
  const save = useSaveReceivable();
  const buyers = useTradingBuyers(canWrite);
  const arId = Number(params.get('ar')) || null;
  const detail = useReceivable(arId);
  const columns = useMemo(() => arColumns((row) => `${pathname}?ar=${row.id}`, false), [pathname]);
  const fields = useMemo(
    () => ({
      ...AR_FIELDS,
      buy_id: {
        ...AR_FIELDS.buy_id,
        options: (buyers.data?.data ?? []).map((b) => ({ value: b.id, label: { vi: b.name, en: b.name } })),
      },
    }),
    [buyers.data],
  );
  const closeDetail = () => {
    const next = new URLSearchParams(params);
    next.delete('ar');
    setParams(next);
  };

  return (
    <>
      <ListPage
        id="receivables"
        title="receivables.trading.title"
        list={AR_LIST}
        filters={AR_FILTERS}
        columns={columns}
        useRows={useArList}
        request={arRequest}
        actions={
          canWrite && (
            <Space wrap>
              <ExcelImport
                template="receivable"
                path="/supplier/ar/import"
                testId="receivables"
                goodRows={false}
              />
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="receivables-add"
              >
                {t('receivables.trading.add')}
              </Button>
            </Space>
          )
        }
      />
      <LettersPanel />
      <FormModal
        open={adding}
        title="receivables.trading.addTitle"
        width={760}
        onClose={() => setAdding(false)}
        id="receivable"
        schema={receivableForm}
        fields={fields}
        defaults={{ buyer_first_payment: 0 }}
        submit={(body) => save.mutateAsync(body)}
        saving={save.isPending}
      />
      <Drawer open={arId !== null} width={1000} onClose={closeDetail} destroyOnHidden>
        {detail.isPending ? (
          <Loading testId="receivable-loading" />
        ) : detail.isError ? (
          <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <ReceivableDetail detail={detail.data} />
        )}
      </Drawer>
    </>
  );
}
