import { EditOutlined } from '@ant-design/icons';
import { corporateForm, type PartnerItem, personForm } from '@arflow/domain/api/partners';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { Card, Col, Flex, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { AppendicesPanel } from '../appendices/AppendicesPanel.tsx';
import { LegalRecordsPanel } from '../legal-records/LegalRecordsPanel.tsx';
import { PipelinePanel } from '../legal-records/PipelinePanel.tsx';
import { ContractsPanel } from '../signing/ContractsPanel.tsx';
import { useChangePipeline, usePartner, usePipeline, useSaveCorporate, useSavePerson } from './api.ts';
import { BanksPanel } from './BanksPanel.tsx';
import {
  CORPORATE_FIELDS,
  PERSON_FIELDS,
  PIPELINE_ACTIONS,
  PIPELINE_HISTORY_ACTIONS,
  RECORD_HISTORY_ACTIONS,
} from './config.tsx';
import type { PartnerKindPath } from './kinds.ts';
import { AccountType } from './labels.tsx';
import { ReportsPanel } from './ReportsPanel.tsx';

function CorporateForm({
  partner,
  editing,
  done,
}: {
  partner: PartnerItem;
  editing: boolean;
  done: () => void;
}) {
  const save = useSaveCorporate(partner.id);
  return (
    <SchemaForm
      key={editing ? 'edit' : 'view'}
      id="partner"
      schema={corporateForm}
      fields={CORPORATE_FIELDS}
      initial={partner}
      readOnly={!editing}
      submit={(body) => save.mutateAsync(body)}
      saving={save.isPending}
      onSaved={done}
      onCancel={done}
    />
  );
}

function PersonForm({
  partner,
  editing,
  done,
}: {
  partner: PartnerItem;
  editing: boolean;
  done: () => void;
}) {
  const save = useSavePerson(partner.id);
  return (
    <SchemaForm
      key={editing ? 'edit' : 'view'}
      id="partner"
      schema={personForm}
      fields={PERSON_FIELDS}
      initial={{ ...partner, also_supplier: partner.type === 'DOITAC_NCC' }}
      readOnly={!editing}
      submit={(body) => save.mutateAsync(body)}
      saving={save.isPending}
      onSaved={done}
      onCancel={done}
    />
  );
}

/**
 * /fun/partner/{corporate|person}/:id: the partner's record (edit when the server allows), its
 * pipeline with the steps and reasons, its banks, reports and the record's own history.
 */
function PartnerDetail({ kind }: { kind: PartnerKindPath }) {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = usePartner(kind, id);
  const [editing, setEditing] = useState(false);

  const loaded = recordState(id, detail, 'partner');
  if ('view' in loaded) return loaded.view;
  const { data: partner, history, actions } = loaded.data;
  const done = () => setEditing(false);

  return (
    <div data-testid="partner-detail-page">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Space align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="partner-title">
            {partner.code} — {partner.name}
          </Typography.Title>
          <StatusTag status={PARTNER_LEAD_STATUS_LABELS[partner.status]} code={partner.status} />
          <AccountType type={partner.type} />
        </Space>
        {!editing && (
          <WorkflowActions
            allowed={actions}
            specs={{
              update: {
                label: 'common.actions.edit',
                testId: 'partner-edit',
                icon: <EditOutlined />,
                run: () => setEditing(true),
              },
            }}
          />
        )}
      </Flex>
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <Tabs
            items={[
              {
                key: 'info',
                label: t('partners.detail.info'),
                children:
                  kind === 'corporate' ? (
                    <CorporateForm partner={partner} editing={editing} done={done} />
                  ) : (
                    <PersonForm partner={partner} editing={editing} done={done} />
                  ),
              },
              { key: 'banks', label: t('partners.banks.title'), children: <BanksPanel id={partner.id} /> },
              {
                key: 'legal-records',
                label: t('partners.detail.legalRecords'),
                children: <LegalRecordsPanel kind="partner" entId={partner.id} />,
              },
              {
                key: 'contracts',
                label: t('partners.detail.contracts'),
                children: <ContractsPanel entId={partner.id} entType={partner.type} />,
              },
              {
                key: 'reports',
                label: t('partners.reports.title'),
                children: <ReportsPanel id={partner.id} />,
              },
              {
                key: 'appendices',
                label: t('partners.detail.appendices'),
                children: <AppendicesPanel partnerId={partner.id} />,
              },
              {
                key: 'history',
                label: t('common.history.title'),
                children: (
                  <Card size="small">
                    <HistoryTimeline
                      testId="partner"
                      entries={history}
                      statuses={PARTNER_LEAD_STATUS_LABELS}
                      actions={RECORD_HISTORY_ACTIONS}
                      fields={kind === 'corporate' ? CORPORATE_FIELDS : PERSON_FIELDS}
                    />
                  </Card>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          <PipelinePanel
            kind="partner"
            entId={partner.id}
            usePipeline={usePipeline}
            useChange={useChangePipeline}
            title="partners.pipeline.title"
            testId="partner-pipeline"
            labels={PIPELINE_ACTIONS}
            historyActions={PIPELINE_HISTORY_ACTIONS}
            texts={{
              reason: 'partners.pipeline.reason',
              confirm: 'partners.pipeline.confirm',
              documentsRequired: 'partners.pipeline.documentsRequired',
              done: 'partners.pipeline.done',
            }}
            testIds={{
              step: (a) => `partner-step-${a.replace(/_/g, '-')}`,
              reason: 'partner-step-reason',
              confirm: 'partner-step-confirm',
            }}
          />
        </Col>
      </Row>
    </div>
  );
}

export const CorporateDetailPage = () => <PartnerDetail kind="corporate" />;
export const PersonDetailPage = () => <PartnerDetail kind="person" />;
