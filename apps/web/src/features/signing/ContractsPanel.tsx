import { PlusOutlined } from '@ant-design/icons';
import { CONTRACT_SORT_COLUMNS, CONTRACT_TYPES_BY_CLIENT } from '@arflow/domain/api/contracts';
import { isEnterpriseCode } from '@arflow/domain/enterprises';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { availableActions } from '@arflow/domain/workflows/engine';
import { Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { useSession } from '../../shared/session/session.ts';
import { NEWEST_FIRST, PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { RequestModal } from './ContractDialogs.tsx';
import { ContractDrawer } from './ContractDrawer.tsx';
import { contractsRequest, useContracts } from './contracts-api.ts';
import { contractColumns } from './contracts-config.tsx';

/**
 * A client's contracts on the funder's client pages: where relationship staff request and
 * generate them and the credit approvers review, approve or reject them and confirm paper copies.
 */
export function ContractsPanel({ entId, entType }: { entId: number; entType: string }) {
  const ready = useModuleTexts('signing');
  return ready ? <Contracts entId={entId} entType={entType} /> : <Spin />;
}

function Contracts({ entId, entType }: { entId: number; entType: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const paging = usePaging(NEWEST_FIRST);
  const { page_number: page, page_size: size, sort_column: sort, sort_direction: dir } = paging.body;
  const state = { filters: {}, page, size, sort, dir };
  const list = useContracts(state, entId);
  const [open, setOpen] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const mayRequest =
    user !== null &&
    availableActions({ workflow: CONTRACT_WORKFLOW, from: null, actor: user }).some(
      (a) => a.action === 'request',
    );
  const types = isEnterpriseCode(entType) ? CONTRACT_TYPES_BY_CLIENT[entType] : [];
  return (
    <Flex vertical gap={12} data-testid="contracts-panel">
      {mayRequest && types.length > 0 && (
        <Flex justify="end">
          <Button icon={<PlusOutlined />} onClick={() => setRequesting(true)} data-testid="contract-request">
            {t('signing.contract.request')}
          </Button>
        </Flex>
      )}
      <PagedTable
        columns={contractColumns((row) => setOpen(row.id))}
        rowKey="id"
        testId="contracts"
        sortColumns={CONTRACT_SORT_COLUMNS}
        paging={paging}
        rows={list}
        request={contractsRequest(entId)(state)}
        empty={t('signing.empty')}
      />
      <ContractDrawer id={open} onClose={() => setOpen(null)} />
      {requesting && <RequestModal types={types} entId={entId} onClose={() => setRequesting(false)} />}
    </Flex>
  );
}
