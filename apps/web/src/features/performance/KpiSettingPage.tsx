import { kpiForm } from '@arflow/domain/api/performance';
import { Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '../../shared/forms/FormPage.tsx';
import { useKpiDetail, useSaveKpi } from './api.ts';
import { KPI_FIELDS } from './config.tsx';

const NEW = {
  applied_term: 'MONTHLY',
  tiers: [
    { from: 0, to: 100, rate: 0 },
    { from: 100, to: null, rate: 5 },
  ],
};

/**
 * /fun/internal/kpi/settingkpi: a KPI's targets (name, level, applied term, months, target and
 * its proportions with their commission rates); `?id=` edits one not yet applied, which the
 * server alone decides (its transition table).
 */
export default function KpiSettingPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const detail = useKpiDetail(id ?? 0);
  const save = useSaveKpi(id);
  const navigate = useNavigate();
  if (id && !detail.data) return <Spin />;
  const { name, level, applied_term, start_month, close_month, target, tiers } = detail.data?.data ?? {};
  const editable = !id || (detail.data?.actions ?? []).includes('update');
  return (
    <FormPage
      id="kpi-form"
      title="performance.kpi.formTitle"
      back={{ to: '/fun/internal/kpi', label: 'performance.follow.back' }}
      schema={kpiForm}
      fields={KPI_FIELDS}
      {...(id
        ? { initial: { name, level, applied_term, start_month, close_month, target, tiers } as never }
        : { defaults: NEW as never })}
      readOnly={!editable}
      submit={save.mutateAsync}
      saving={save.isPending}
      onSaved={() => navigate('/fun/internal/kpi')}
      onCancel={() => navigate('/fun/internal/kpi')}
    />
  );
}
