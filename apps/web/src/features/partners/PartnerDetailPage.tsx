import { corporateForm, type PartnerItem, personForm } from '@arflow/domain/api/partners';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import {
  DetailHeader,
  EditableForm,
  type Editing,
  editAction,
  useEditing,
} from '../../shared/detail/RecordDetail.tsx';
import { HistoryTimeline } from '../../shared/widgets/HistoryTimeline.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { AppendicesPanel } from '../appendices/AppendicesPanel.tsx';
import { LegalRecordsPanel } from '../legal-records/LegalRecordsPanel.tsx';
import { PipelinePanel } from '../legal-records/PipelinePanel.tsx';
import { ContractsPanel } from '../signing/ContractsPanel.tsx';
import { useChangePipeline, usePartner, usePipeline, useSaveCorporate, useSavePerson } from './api.ts';
import { BanksPanel } from './BanksPanel.tsx';
import { CORPORATE_FIELDS, PERSON_FIELDS, RECORD_HISTORY_ACTIONS } from './config.tsx';
import type { PartnerKindPath } from './kinds.ts';
import { AccountType } from './labels.tsx';
import { ReportsPanel } from './ReportsPanel.tsx';
import { StatisticsPanel } from './StatisticsPanel.tsx';

/** The record's form: the corporate or the person one, as the page's kind says. */
function PartnerForm({
  kind,
  partner,
  edit,
}: {
  kind: PartnerKindPath;
  partner: PartnerItem;
  edit: Editing;
}) {
  const corporate = useSaveCorporate(partner.id);
  const person = useSavePerson(partner.id);
  return kind === 'corporate' ? (
    <EditableForm
      id="partner"
      edit={edit}
      form={{
        schema: corporateForm,
        fields: CORPORATE_FIELDS,
        initial: partner,
        submit: (body) => corporate.mutateAsync(body),
        saving: corporate.isPending,
      }}
    />
  ) : (
    <EditableForm
      id="partner"
      edit={edit}
      form={{
        schema: personForm,
        fields: PERSON_FIELDS,
        initial: { ...partner, also_supplier: partner.type === 'DOITAC_NCC' },
        submit: (body) => person.mutateAsync(body),
        saving: person.isPending,
      }}
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
  const edit = useEditing();

  const loaded = recordState(id, detail, 'partner');
  if ('view' in loaded) return loaded.view;
  const { data: partner, history, actions } = loaded.data;

  return (
    <div data-testid="partner-detail-page">
      <DetailHeader
        title={`${partner.code} — ${partner.name}`}
        titleTestId="partner-title"
        tags={
          <>
            <StatusTag status={PARTNER_LEAD_STATUS_LABELS[partner.status]} code={partner.status} />
            <AccountType type={partner.type} />
          </>
        }
        actions={
          !edit.editing && (
            <WorkflowActions
              allowed={actions}
              specs={editAction<(typeof actions)[number]>('update', edit, 'partner-edit')}
            />
          )
        }
      />
      <Row gutter={[24, 16]}>
        <Col xs={24} xl={14}>
          <Tabs
            items={[
              {
                key: 'info',
                label: t('partners.detail.info'),
                children: <PartnerForm kind={kind} partner={partner} edit={edit} />,
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
                key: 'statistics',
                label: t('partners.statistics.title'),
                children: <StatisticsPanel kind={kind} id={partner.id} />,
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
            testId="partner-pipeline"
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
