import {
  type CoordinationKind,
  PROGRAM_COLUMNS,
  type ProgramItem,
  programListResponse,
  STRUCTURE_COLUMNS,
  type StructureItem,
  structureListResponse,
} from '@arflow/domain/api/coordination';
import { PAYMENT_TYPE_LABELS, type PaymentTypeCode } from '@arflow/domain/constants';
import { Descriptions, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useActiveProgram } from './api.ts';
import { CoordTable } from './CoordTable.tsx';
import { TabbedPage } from './tabs.tsx';
import { useScreenTitle } from './title.ts';

/** The programme in force with its latest transaction structure. */
function ActiveProgram({ kind }: { kind: CoordinationKind }) {
  const { t } = useTranslation();
  const f = useFormat();
  const active = useActiveProgram(kind);
  const p = active.data?.data;
  const s = active.data?.structure;
  if (!active.data) return null;
  if (!p) return <Empty description={t('coordination.program.none')} />;
  return (
    <Descriptions column={1} bordered size="small" data-testid="program-active">
      <Descriptions.Item label={t('coordination.fields.version')}>{p.version}</Descriptions.Item>
      <Descriptions.Item label={t('coordination.fields.limit_amount')}>
        {f.vnd(p.limit_amount)}
      </Descriptions.Item>
      <Descriptions.Item label={t('coordination.fields.rate')}>{f.rate(p.rate)}</Descriptions.Item>
      <Descriptions.Item label={t('coordination.program.paymentType')}>
        {PAYMENT_TYPE_LABELS[p.payment_type as PaymentTypeCode]?.[f.locale] ?? p.payment_type}
      </Descriptions.Item>
      <Descriptions.Item label={t('coordination.fields.effective_from')}>
        {f.date(p.effective_from)}
      </Descriptions.Item>
      {s && <Descriptions.Item label={t('coordination.fields.structure')}>{s.structure}</Descriptions.Item>}
      {s && (
        <Descriptions.Item label={t('coordination.fields.partner_share')}>
          {f.rate(s.partner_share)}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

function ProgramConfigPage({ kind }: { kind: CoordinationKind }) {
  const title = useScreenTitle();
  const base = kind === 'FUNDING' ? '/funding-coordination' : '/guarantee-coordination';
  return (
    <TabbedPage
      title={title}
      testId="program-config-page"
      tabs={[
        ['coordination.program.active', <ActiveProgram key="a" kind={kind} />],
        [
          'coordination.program.history',
          <CoordTable<ProgramItem>
            key="h"
            path={`${base}/program-config/history`}
            declared={PROGRAM_COLUMNS}
            schema={programListResponse}
            testId="program-history"
          />,
        ],
        [
          'coordination.program.structures',
          <CoordTable<StructureItem>
            key="s"
            path={`${base}/program-config/transaction-structure-history`}
            declared={STRUCTURE_COLUMNS}
            schema={structureListResponse}
            testId="program-structures"
          />,
        ],
      ]}
    />
  );
}

/** /partner/funding-coordination/program-config */
export function FundingProgramPage() {
  return <ProgramConfigPage kind="FUNDING" />;
}
/** /partner/guarantee-coordination/program-config */
export function GuaranteeProgramPage() {
  return <ProgramConfigPage kind="GUARANTEE" />;
}
