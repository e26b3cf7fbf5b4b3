import {
  SAVINGS_SOURCE_COLUMNS,
  SAVINGS_TRANSFER_COLUMNS,
  type SavingsSourceItem,
  type SavingsTransferItem,
} from '@arflow/domain/api/savings';
import { SAVINGS_TRANSFER_STATUS_LABELS } from '@arflow/domain/statuses/savings';
import { Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { columnsOf } from '../../shared/list/columns.tsx';
import { AddRowButton } from '../../shared/list/row-actions.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import type { ListTools } from './list-tools.ts';
import { PACK_APIS } from './pack-api.ts';
import { RecordPopup } from './RecordPopup.tsx';
import { useCancelTransfer, useConfirmTransfer, useSources, useTransfer } from './transfer-api.ts';

const SOURCE_COLUMNS = columnsOf<SavingsSourceItem>(SAVINGS_SOURCE_COLUMNS);
const TRANSFER_COLUMNS = columnsOf<SavingsTransferItem>(SAVINGS_TRANSFER_COLUMNS);

/** The sources and what each holds now, above the transfers that moved it. */
function SourceBalances() {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{t('savings.transfers.sources')}</Typography.Title>
      <DetailTable
        rows={useSources()}
        columns={SOURCE_COLUMNS}
        testId="savings-sources"
        size="small"
        empty={t('savings.transfers.noSources')}
      />
    </div>
  );
}

/** One transfer, with the buttons its table allows now: confirm (the money moves) or cancel. */
function TransferView({ id, onClose }: { id: number; onClose: () => void }) {
  const transfer = useTransfer(id);
  const confirm = useConfirmTransfer(id);
  const cancel = useCancelTransfer(id);
  return (
    <RecordPopup
      testId="savings-transfer"
      open={id > 0}
      onClose={onClose}
      query={transfer}
      view={({ data }) => ({
        title: `#${data.id}: ${data.from_name} → ${data.to_name}`,
        status: { label: SAVINGS_TRANSFER_STATUS_LABELS[data.status], code: data.status },
        actions: (
          <WorkflowActions
            allowed={data.actions ?? []}
            specs={{
              confirm: {
                label: 'savings.transfers.confirm',
                testId: 'savings-transfer-confirm',
                confirm: { title: 'savings.transfers.confirmConfirm' },
                done: 'savings.transfers.done',
                run: () => confirm.mutateAsync(undefined),
                pending: confirm.isPending,
              },
              cancel: {
                label: 'savings.transfers.cancel',
                testId: 'savings-transfer-cancel',
                danger: true,
                done: 'savings.transfers.cancelled',
                reason: {
                  label: 'savings.transfers.reason',
                  required: 'savings.transfers.reasonRequired',
                  submit: (reason) => cancel.mutateAsync(reason),
                },
              },
            }}
          />
        ),
        body: <DetailTable rows={[data]} columns={TRANSFER_COLUMNS} testId="savings-transfer-detail" />,
      })}
    />
  );
}

/**
 * SourceTranfer's tools: the sources' balances above the list, the new-transfer button (to
 * AddSourceTranfer) for the users who may write, a row's popup with its confirmation.
 */
export function TransferTools({ list }: { list: (tools: ListTools<SavingsTransferItem>) => ReactNode }) {
  const navigate = useNavigate();
  const canWrite = PACK_APIS.TERM.useCanWrite();
  const [open, setOpen] = useState(0);
  return list({
    header: <SourceBalances />,
    actions: canWrite && (
      <AddRowButton
        onClick={() => navigate('/fun/tichluy/AddSourceTranfer')}
        testId="savings-transfer-add"
        label="savings.transfers.add"
      />
    ),
    onRowClick: (row) => setOpen(row.id),
    dialogs: <TransferView id={open} onClose={() => setOpen(0)} />,
  });
}
