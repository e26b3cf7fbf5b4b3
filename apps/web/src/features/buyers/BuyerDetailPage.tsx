import { EditOutlined } from '@ant-design/icons';
import { buyerForm, type signerItem } from '@arflow/domain/api/buyers';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { Card, Col, Flex, Row, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { BankAccounts } from '../../shared/widgets/BankAccounts.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { LegalRecordsPanel } from '../legal-records/LegalRecordsPanel.tsx';
import { PipelineSteps } from '../legal-records/PipelineSteps.tsx';
import { CompanyMembersPanel } from '../members/CompanyMembersPanel.tsx';
import { ContractsPanel } from '../signing/ContractsPanel.tsx';
import {
  useBuyer,
  useBuyerBanks,
  useBuyerPipeline,
  useCanWriteBuyer,
  useChangeBuyerPipeline,
  useSaveBuyer,
  useSaveBuyerBank,
  useSigners,
} from './api.ts';
import { BANK_FIELDS, BUYER_FIELDS, BUYER_HISTORY_ACTIONS, PIPELINE_ACTION_LABELS } from './config.tsx';
import { NotesPanel } from './NotesPanel.tsx';

type Signer = z.infer<typeof signerItem>;

function Signers({ buyerId }: { buyerId: number }) {
  const { t } = useTranslation();
  const signers = useSigners(buyerId);
  if (signers.isError) {
    return (
      <LoadError error={signers.error} onRetry={() => void signers.refetch()} testId="buyer-signers-error" />
    );
  }
  return (
    <Table<Signer>
      rowKey="id"
      size="small"
      pagination={false}
      loading={signers.isFetching}
      dataSource={signers.data?.data ?? []}
      data-testid="buyer-signers"
      columns={[
        { key: 'full_name', dataIndex: 'full_name', title: t('buyers.signers.full_name') },
        { key: 'position', dataIndex: 'position', title: t('buyers.signers.position') },
        { key: 'email', dataIndex: 'email', title: t('buyers.signers.email') },
        { key: 'role_id', dataIndex: 'role_id', title: t('buyers.signers.role') },
        {
          key: 'allow_sign',
          dataIndex: 'allow_sign',
          title: t('buyers.signers.allow_sign'),
          render: (v: boolean) => (v ? <Tag color="blue">{t('buyers.signers.yes')}</Tag> : null),
        },
      ]}
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
  const [editing, setEditing] = useState(false);

  const loaded = recordState(id, detail, 'buyer');
  if ('view' in loaded) return loaded.view;

  const { data: buyer, history, actions } = loaded.data;
  const timeline = [...history, ...(pipeline.data?.history ?? [])];

  return (
    <div data-testid="buyer-detail-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {buyer.code} — {buyer.name}
          </Typography.Title>
          <StatusTag status={PARTNER_LEAD_STATUS_LABELS[buyer.status]} code={buyer.status} />
        </Space>
        {!editing && (
          <Space wrap>
            <PipelineSteps
              kind="buyer"
              entId={id}
              allowed={pipeline.data?.actions ?? []}
              labels={PIPELINE_ACTION_LABELS}
              texts={{
                reason: 'buyers.pipeline.reason',
                confirm: 'buyers.pipeline.confirm',
                documentsRequired: 'buyers.pipeline.documentsRequired',
                done: 'buyers.pipeline.done',
              }}
              testIds={{ step: (a) => `pipeline-${a}`, reason: 'pipeline-reason' }}
              run={(action, reason, documents) =>
                step.mutateAsync({ action, reason, ...(documents ? { documents } : {}) })
              }
              pending={step.isPending}
            />
            <WorkflowActions
              allowed={actions}
              specs={{
                update: {
                  label: 'common.actions.edit',
                  testId: 'buyer-edit',
                  icon: <EditOutlined />,
                  run: () => setEditing(true),
                },
              }}
            />
          </Space>
        )}
      </Flex>
      <Tabs
        data-testid="buyer-detail-tabs"
        items={[
          {
            key: 'info',
            label: t('buyers.detail.info'),
            children: (
              <Row gutter={24}>
                <Col xs={24} xl={16}>
                  <SchemaForm
                    key={editing ? 'edit' : 'view'}
                    id="buyer"
                    schema={buyerForm}
                    fields={BUYER_FIELDS}
                    initial={buyer}
                    readOnly={!editing}
                    submit={(body) => save.mutateAsync(body)}
                    saving={save.isPending}
                    onSaved={() => setEditing(false)}
                    onCancel={() => setEditing(false)}
                  />
                </Col>
                <Col xs={24} xl={8}>
                  <Card title={t('common.history.title')} size="small">
                    <HistoryTimeline
                      testId="buyer"
                      entries={timeline}
                      statuses={PARTNER_LEAD_STATUS_LABELS}
                      actions={BUYER_HISTORY_ACTIONS}
                      fields={BUYER_FIELDS}
                    />
                  </Card>
                </Col>
              </Row>
            ),
          },
          { key: 'signers', label: t('buyers.detail.signers'), children: <Signers buyerId={id} /> },
          {
            key: 'banks',
            label: t('buyers.detail.banks'),
            children: (
              <BankAccounts
                testId="buyer"
                banks={banks.data?.data ?? []}
                loading={banks.isFetching}
                fields={BANK_FIELDS}
                texts={{
                  add: 'buyers.bank.add',
                  edit: 'buyers.bank.edit',
                  designated: 'buyers.bank.designated',
                  sides: {
                    SYSTEM: 'buyers.bank.sides.SYSTEM',
                    COUNTERPARTY: 'buyers.bank.sides.COUNTERPARTY',
                  },
                }}
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
          {
            key: 'legal-records',
            label: t('buyers.detail.legalRecords'),
            children: <LegalRecordsPanel kind="buyer" entId={id} />,
          },
          {
            key: 'contracts',
            label: t('buyers.detail.contracts'),
            children: <ContractsPanel entId={id} entType={buyer.type} />,
          },
          {
            key: 'members',
            label: t('buyers.detail.members'),
            children: <CompanyMembersPanel entId={id} type={buyer.type} />,
          },
        ]}
      />
    </div>
  );
}
