import { PlusOutlined } from '@ant-design/icons';
import { CONTRACT_TYPES_BY_CLIENT } from '@arflow/domain/api/contracts';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { availableActions } from '@arflow/domain/workflows/engine';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useSession } from '../../shared/session/session.ts';
import { RequestModal } from './ContractDialogs.tsx';
import { ContractDrawer } from './ContractDrawer.tsx';
import { CONTRACT_LIST, contractsRequest, useContracts } from './contracts-api.ts';
import { CONTRACT_FILTERS, contractColumns } from './contracts-config.tsx';

/**
 * manage-contract (buyer, supplier, individual supplier) and contract-management (partner): the
 * company's contracts with filters, each opened in a drawer (kept in the URL as ?contract=id)
 * with its steps, signing and download; a request for a new contract.
 */
export default function ContractsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [requesting, setRequesting] = useState(false);
  const open = Number(params.get('contract')) || null;
  const setOpen = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete('contract');
      else next.set('contract', String(id));
      return next;
    });
  // Who may request is the workflow's creation rule; the types are those of the user's company.
  const mayRequest =
    user !== null &&
    availableActions({ workflow: CONTRACT_WORKFLOW, from: null, actor: user }).some(
      (a) => a.action === 'request',
    );
  const types = user ? CONTRACT_TYPES_BY_CLIENT[user.enterprise_code] : [];
  return (
    <>
      <ListPage
        id="contracts"
        title="signing.title"
        list={CONTRACT_LIST}
        filters={CONTRACT_FILTERS}
        columns={contractColumns((row) => setOpen(row.id))}
        useRows={useContracts}
        request={contractsRequest()}
        actions={
          mayRequest &&
          types.length > 0 && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setRequesting(true)}
              data-testid="contract-request"
            >
              {t('signing.contract.request')}
            </Button>
          )
        }
      />
      <ContractDrawer id={open} onClose={() => setOpen(null)} />
      {requesting && <RequestModal types={types} onClose={() => setRequesting(false)} />}
    </>
  );
}
