import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { approvalList, useCurrentProgramme } from './api.ts';
import { APPROVAL_COLUMNS_WEB, APPROVAL_FILTERS } from './config.ts';
import { ProgrammeListPage } from './ProgrammeListPage.tsx';

/** The programme in force (GET /program-setup/current) in figures. */
function CurrentProgramme() {
  const { t } = useTranslation();
  const f = useFormat();
  const current = useCurrentProgramme().data?.data;
  if (!current) return null;
  const item = (key: string, label: TextKey, value: React.ReactNode) => ({
    key,
    label: t(label),
    children: <span data-testid={`programme-current-${key}`}>{value}</span>,
  });
  return (
    <Card title={t('programme.current.title')} size="small" style={{ marginBottom: 16 }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          item('today', 'programme.current.today', f.date(current.today)),
          item('funder', 'programme.current.funder', current.funder_name),
          item('buyers', 'programme.current.buyers', current.buyers),
          item('suppliers', 'programme.current.suppliers', current.suppliers),
          item(
            'limit',
            'programme.current.limit',
            `${f.vnd(current.early_payment_used)} / ${f.vnd(current.early_payment_limit)}`,
          ),
          item('applied', 'programme.current.promotionsApplied', current.promotions_applied),
          item('waiting', 'programme.current.promotionsWaiting', current.promotions_waiting),
          item('pending', 'programme.current.pendingApprovals', current.pending_approvals),
        ]}
      />
    </Card>
  );
}

/** /fun/program-setup/approval: the programme in force and every buyer's programme versions by status. */
export default function ApprovalPage() {
  return (
    <>
      <CurrentProgramme />
      <ProgrammeListPage
        id="programme-approval"
        title="programme.approval.title"
        filters={APPROVAL_FILTERS}
        columns={APPROVAL_COLUMNS_WEB}
        source={approvalList}
      />
    </>
  );
}
