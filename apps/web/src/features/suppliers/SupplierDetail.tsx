import { positionForm, supplierUpdateForm, totalLimitForm } from '@arflow/domain/api/suppliers';
import { EKYC_STATUS_LABELS, SUPPLIER_STATUS_LABELS } from '@arflow/domain/statuses/company';
import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { bankConfig } from '../../shared/detail/bank-config.ts';
import { RecordDetail } from '../../shared/detail/RecordDetail.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { BankAccounts } from '../../shared/widgets/BankAccounts.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { PipelinePanel } from '../legal-records/PipelinePanel.tsx';
import { companyTabs } from '../members/company-tabs.tsx';
import { AssessmentPanel } from './AssessmentPanel.tsx';
import {
  useChangeSupplierPipeline,
  useSaveSupplierBank,
  useSetPosition,
  useSetTotalLimit,
  useSupplier,
  useSupplierBanks,
  useSupplierPipeline,
  useSupplierRights,
  useUpdateSupplier,
} from './api.ts';
import {
  CORPORATE_SUPPLIER_FIELDS,
  POSITION_FIELDS,
  SUPPLIER_FIELDS,
  SUPPLIER_HISTORY_ACTIONS,
  SUPPLIER_HISTORY_FIELDS,
  TOTAL_LIMIT_FIELDS,
} from './config.tsx';
import { EkycModal } from './EkycModal.tsx';

/**
 * /fun/supplier/:id and /fun/indsupplier/:id: the supplier's record (view, update), its position
 * and total limit, bank accounts (the designated-bank rule is the server's) and history; one page
 * serves both, the record's legal form telling them apart.
 */
export default function SupplierDetail() {
  const { t } = useTranslation();
  const f = useFormat();
  const id = useRouteId();
  const detail = useSupplier(id);
  const banks = useSupplierBanks(id);
  const update = useUpdateSupplier();
  const position = useSetPosition();
  const limit = useSetTotalLimit();
  const saveBank = useSaveSupplierBank(id);
  const rights = useSupplierRights();
  const loaded = recordState(id, detail, 'supplier');
  if ('view' in loaded) return loaded.view;

  const { data: supplier, history } = loaded.data;
  const company = companyTabs(t, 'suppliers.detail', { kind: 'supplier', id, type: supplier.type });
  const person = supplier.ent_type === 6 || supplier.ent_type === 7;

  return (
    <RecordDetail
      id="supplier"
      title={`${supplier.code} — ${supplier.name}`}
      status={
        supplier.supplier_status
          ? { label: SUPPLIER_STATUS_LABELS[supplier.supplier_status], code: supplier.supplier_status }
          : undefined
      }
      tags={
        supplier.ekyc_status && (
          <StatusTag status={EKYC_STATUS_LABELS[supplier.ekyc_status]} code={supplier.ekyc_status} />
        )
      }
      allowed={rights.write ? ['update'] : []}
      edit="update"
      extra={rights.write && person && <EkycModal person={supplier} />}
      form={{
        schema: supplierUpdateForm,
        fields: person ? SUPPLIER_FIELDS : CORPORATE_SUPPLIER_FIELDS,
        initial: supplier,
        submit: (body) => update.mutateAsync(body),
        saving: update.isPending,
      }}
      history={{
        entries: history,
        statuses: SUPPLIER_STATUS_LABELS,
        actions: SUPPLIER_HISTORY_ACTIONS,
        fields: SUPPLIER_HISTORY_FIELDS,
      }}
      tabs={{
        testId: 'supplier-detail-tabs',
        info: 'suppliers.detail.info',
        destroyOnHidden: true,
        items: [
          {
            key: 'position',
            label: t('suppliers.detail.positionLimit'),
            children: (
              <Row gutter={24}>
                <Col xs={24} lg={12}>
                  <Card title={t('suppliers.fields.position')} size="small">
                    <SchemaForm
                      id="supplier-position"
                      schema={positionForm}
                      fields={POSITION_FIELDS}
                      initial={{ id: supplier.id, position: supplier.position }}
                      readOnly={!rights.write}
                      submit={(body) => position.mutateAsync(body)}
                      saving={position.isPending}
                    />
                  </Card>
                </Col>
                <Col xs={24} lg={12}>
                  <Card title={t('suppliers.fields.total_limit')} size="small">
                    <Typography.Paragraph type="secondary" data-testid="supplier-limit-range">
                      {supplier.max_total_limit === null
                        ? t('suppliers.form.noCeiling')
                        : t('suppliers.form.limitRange', { max: f.vnd(supplier.max_total_limit) })}
                    </Typography.Paragraph>
                    <SchemaForm
                      id="supplier-limit"
                      schema={totalLimitForm}
                      fields={TOTAL_LIMIT_FIELDS}
                      initial={{ id: supplier.id, total_limit: supplier.total_limit }}
                      readOnly={!rights.limit}
                      submit={(body) => limit.mutateAsync(body)}
                      saving={limit.isPending}
                    />
                  </Card>
                </Col>
              </Row>
            ),
          },
          {
            key: 'banks',
            label: t('suppliers.detail.banks'),
            children: (
              <BankAccounts
                testId="supplier"
                banks={banks.data?.data ?? []}
                loading={banks.isFetching}
                {...bankConfig('suppliers')}
                save={
                  rights.write ? (body) => saveBank.mutateAsync(body).then(() => banks.refetch()) : undefined
                }
                saving={saveBank.isPending}
              />
            ),
          },
          {
            key: 'pipeline',
            label: t('suppliers.detail.pipeline'),
            children: (
              <PipelinePanel
                kind="supplier"
                entId={id}
                usePipeline={useSupplierPipeline}
                useChange={useChangeSupplierPipeline}
                testId="supplier-pipeline"
                testIds={{
                  step: (a) => `pipeline-${a}`,
                  reason: 'pipeline-reason',
                  confirm: 'pipeline-confirm',
                }}
              />
            ),
          },
          company.legalRecords,
          company.contracts,
          {
            key: 'assessment',
            label: t('suppliers.detail.assessment'),
            children: <AssessmentPanel id={id} />,
          },
          company.members,
        ],
      }}
    />
  );
}
