import { CRM_COMMISSION, CUSTOMER_RELATION, EXPERTISE } from './api.ts';
import { COMMISSION_COLUMNS, EXPERTISE_COLUMNS, RELATION_COLUMNS } from './config.tsx';
import { StaffListPage } from './StaffListPage.tsx';

/** /fun/internal/crm-commission: each CRM's commission on what their clients traded this month. */
export function CrmCommissionPage() {
  return (
    <StaffListPage
      id="crm-commission"
      title="performance.commission.title"
      chart="performance.commission.chart"
      chartOf="commission"
      source={CRM_COMMISSION}
      columns={COMMISSION_COLUMNS}
    />
  );
}

/** /fun/effective-management/customer-relation: each CRM against their KPI, opening their months. */
export function CustomerRelationPage() {
  return (
    <StaffListPage
      id="customer-relation"
      title="performance.relation.title"
      chart="performance.relation.chart"
      chartOf="target"
      source={CUSTOMER_RELATION}
      columns={RELATION_COLUMNS}
    />
  );
}

/** /fun/effective-management/expertise: each appraiser's approvals against their KPI. */
export function ExpertisePage() {
  return (
    <StaffListPage
      id="expertise"
      title="performance.expertise.title"
      chart="performance.expertise.chart"
      chartOf="target"
      source={EXPERTISE}
      columns={EXPERTISE_COLUMNS}
    />
  );
}
