import { CRM_COMMISSION, CUSTOMER_RELATION, EXPERTISE } from './api.ts';
import { COMMISSION_COLUMNS, EXPERTISE_COLUMNS, RELATION_COLUMNS } from './config.tsx';
import { StaffListPage } from './StaffListPage.tsx';

/** /fun/internal/crm-commission: each CRM's commission on what their clients traded this month. */
export const CrmCommissionPage = () => (
  <StaffListPage id="crm-commission" kind="commission" source={CRM_COMMISSION} columns={COMMISSION_COLUMNS} />
);

/** /fun/effective-management/customer-relation: each CRM against their KPI, opening their months. */
export const CustomerRelationPage = () => (
  <StaffListPage
    id="customer-relation"
    kind="relation"
    source={CUSTOMER_RELATION}
    columns={RELATION_COLUMNS}
  />
);

/** /fun/effective-management/expertise: each appraiser's approvals against their KPI. */
export const ExpertisePage = () => (
  <StaffListPage id="expertise" kind="expertise" source={EXPERTISE} columns={EXPERTISE_COLUMNS} />
);
