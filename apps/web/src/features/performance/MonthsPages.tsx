import { useParams } from 'react-router';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { recordState } from '../../shared/api/record-state.tsx';
import { CUSTOMER_RELATION, EXPERTISE, useOwnMonths } from './api.ts';
import { MonthsView } from './MonthsView.tsx';

/** The signed-in staff member's follow-up (spec §2 effective-management and profile follow-kpi). */
export function FollowKpiPage() {
  const q = useOwnMonths('/kpi/follow');
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) return null;
  return (
    <MonthsView months={q.data} title="performance.follow.title" path="/kpi/follow" testId="follow-kpi" />
  );
}

/** The signed-in staff member's closed months (spec §2 profile historykpi). */
export function HistoryKpiPage() {
  const q = useOwnMonths('/kpi/history');
  if (q.error) return <LoadError error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data) return null;
  return (
    <MonthsView months={q.data} title="performance.follow.history" path="/kpi/history" testId="history-kpi" />
  );
}

function StaffDetail(props: { useMonths: typeof CUSTOMER_RELATION.useMonths; path: string }) {
  const id = Number(useParams().id);
  const state = recordState(id, props.useMonths(id), 'staff-months');
  if ('view' in state) return state.view;
  return (
    <MonthsView
      months={state.data}
      title="performance.follow.detail"
      path={`${props.path}/${id}`}
      testId="staff-months"
    />
  );
}

/** /fun/effective-management/customer-relation/:id: one CRM's months. */
export const CustomerRelationDetailPage = () => (
  <StaffDetail useMonths={CUSTOMER_RELATION.useMonths} path="/effective-management/customer-relation" />
);
/** /fun/effective-management/expertise/:id: one appraiser's months. */
export const ExpertiseDetailPage = () => (
  <StaffDetail useMonths={EXPERTISE.useMonths} path="/effective-management/expertise" />
);
