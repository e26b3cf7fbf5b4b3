import { buyerForm, SIGNER_COLUMNS, type SignerItem } from '@arflow/domain/api/buyers';
import { sortColumnsOf } from '@arflow/domain/api/paging';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { bankConfig } from '../../shared/detail/bank-config.ts';
import { RecordDetail } from '../../shared/detail/RecordDetail.tsx';
import { columnsOf } from '../../shared/list/columns.tsx';
import { BankAccounts } from '../../shared/widgets/BankAccounts.tsx';
import { PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { PipelineSteps } from '../legal-records/PipelineSteps.tsx';
import { companyTabs } from '../members/company-tabs.tsx';
import {
  signersRequest,
  useBuyer,
  useBuyerBanks,
  useBuyerPipeline,
  useCanWriteBuyer,
  useChangeBuyerPipeline,
  useSaveBuyer,
  useSaveBuyerBank,
  useSigners,
} from './api.ts';
import { BUYER_FIELDS, BUYER_HISTORY_ACTIONS, BUYER_PIPELINE } from './config.tsx';
import { NotesPanel } from './NotesPanel.tsx';

/** The buyer's signers, paged by the server, with the list's Excel export. */
function Signers({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const rows = useSigners(buyerId, paging.body);
  const columns = columnsOf<SignerItem>(SIGNER_COLUMNS, {
    allow_sign: { render: (v) => (v ? <Tag color="blue">{t('buyers.signers.yes')}</Tag> : null) },
  });
  return (
    <PagedTable
      columns={columns}
      rowKey="id"
      testId="buyer-signers"
      tableTestId="buyer-signers"
      sortColumns={sortColumnsOf(SIGNER_COLUMNS)}
      paging={paging}
      rows={rows}
      request={signersRequest(buyerId, paging.body)}
    />
  );
}

/**
 * /fun/buyer/:id: the buyer's record (view, edit), its pipeline steps with reasons, signers,
 * banks, reports, notes and history. Buttons are the server's `actions` for this user.
 */
export default function BuyerDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = useBuyer(id);
  const pipeline = useBuyerPipeline(id);
  const banks = useBuyerBanks(id);
  const save = useSaveBuyer(id);
  const step = useChangeBuyerPipeline(id);
  const saveBank = useSaveBuyerBank(id);
  const canWrite = useCanWriteBuyer();

  const loaded = recordState(id, detail, 'buyer');
  if ('view' in loaded) return loaded.view;

  const { data: buyer, history, actions } = loaded.data;
  const company = companyTabs(t, 'buyers.detail', { kind: 'buyer', id, type: buyer.type });
  return (
    <RecordDetail
      id="buyer"
      title={`${buyer.code} — ${buyer.name}`}
      status={{ label: PARTNER_LEAD_STATUS_LABELS[buyer.status], code: buyer.status }}
      allowed={actions}
      edit="update"
      extra={
        <PipelineSteps
          kind="buyer"
          entId={id}
          allowed={pipeline.data?.actions ?? []}
          labels={BUYER_PIPELINE.labels}
          texts={BUYER_PIPELINE.texts}
          testIds={{ step: (a) => `pipeline-${a}`, reason: 'pipeline-reason' }}
          run={(action, reason, documents) =>
            step.mutateAsync({ action, reason, ...(documents ? { documents } : {}) })
          }
          pending={step.isPending}
        />
      }
      form={{
        schema: buyerForm,
        fields: BUYER_FIELDS,
        initial: buyer,
        submit: (body) => save.mutateAsync(body),
        saving: save.isPending,
      }}
      history={{
        entries: [...history, ...(pipeline.data?.history ?? [])],
        statuses: PARTNER_LEAD_STATUS_LABELS,
        actions: BUYER_HISTORY_ACTIONS,
      }}
      tabs={{
        testId: 'buyer-detail-tabs',
        info: 'buyers.detail.info',
        items: [
          { key: 'signers', label: t('buyers.detail.signers'), children: <Signers buyerId={id} /> },
          {
            key: 'banks',
            label: t('buyers.detail.banks'),
            children: (
              <BankAccounts
                testId="buyer"
                banks={banks.data?.data ?? []}
                loading={banks.isFetching}
                {...bankConfig('buyers')}
                save={canWrite ? (body) => saveBank.mutateAsync(body).then(() => banks.refetch()) : undefined}
                saving={saveBank.isPending}
              />
            ),
          },
          {
            key: 'reports',
            label: t('buyers.detail.reports'),
            children: <NotesPanel buyerId={id} kind="report" canWrite={canWrite} />,
          },
          {
            key: 'notes',
            label: t('buyers.detail.notes'),
            children: <NotesPanel buyerId={id} kind="note" canWrite={canWrite} />,
          },
          company.legalRecords,
          company.contracts,
          company.members,
        ],
      }}
    />
  );
}
