import { PlusOutlined } from '@ant-design/icons';
import { CONTRACT_TYPES_BY_CLIENT, type ContractItem } from '@arflow/domain/api/contracts';
import { PAGING } from '@arflow/domain/constants';
import { isEnterpriseCode } from '@arflow/domain/enterprises';
import { CONTRACT_WORKFLOW } from '@arflow/domain/workflows/contract';
import { availableActions } from '@arflow/domain/workflows/engine';
import { Button, Flex, Spin, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { tableColumns } from '../../shared/list/columns.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { useSession } from '../../shared/session/session.ts';
import { RequestModal } from './ContractDialogs.tsx';
import { ContractDrawer } from './ContractDrawer.tsx';
import { contractsRequest, useContracts } from './contracts-api.ts';
import { contractColumns } from './contracts-config.tsx';

const ALL = { filters: {}, page: 1, size: PAGING.maxPageSize, dir: 'DESC' as const, sort: 'id' };

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
  const f = useFormat();
  const { user } = useSession();
  const list = useContracts(ALL, entId);
  const [open, setOpen] = useState<number | null>(null);
  const [requesting, setRequesting] = useState(false);
  const mayRequest =
    user !== null &&
    availableActions({ workflow: CONTRACT_WORKFLOW, from: null, actor: user }).some(
      (a) => a.action === 'request',
    );
  const types = isEnterpriseCode(entType) ? CONTRACT_TYPES_BY_CLIENT[entType] : [];
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Flex vertical gap={12} data-testid="contracts-panel">
      <Flex justify="end" gap={8}>
        <ExportButton request={contractsRequest(entId)(ALL)} testId="contracts" />
        {mayRequest && types.length > 0 && (
          <Button icon={<PlusOutlined />} onClick={() => setRequesting(true)} data-testid="contract-request">
            {t('signing.contract.request')}
          </Button>
        )}
      </Flex>
      <Table<ContractItem>
        rowKey="id"
        size="small"
        loading={list.isPending}
        dataSource={list.data?.data ?? []}
        pagination={false}
        locale={{ emptyText: t('signing.empty') }}
        columns={tableColumns(
          contractColumns((row) => setOpen(row.id)),
          {
            t,
            f,
            sortColumns: [],
            dir: 'DESC',
            testId: 'contracts',
          },
        )}
        data-testid="contracts-table"
      />
      <ContractDrawer id={open} onClose={() => setOpen(null)} />
      {requesting && <RequestModal types={types} entId={entId} onClose={() => setRequesting(false)} />}
    </Flex>
  );
}
