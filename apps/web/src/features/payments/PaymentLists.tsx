import type { PaymentList, PaymentListResponse } from '@arflow/domain/api/payments';
import type { UseQueryResult } from '@tanstack/react-query';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import type { ListRequest } from '../../shared/list/list-request.ts';
import type { ListState } from '../../shared/list/list-state.ts';
import { useListState } from '../../shared/list/useListState.ts';
import { PAYMENT_LIST, type PaymentFilter } from './api.ts';
import { PAYMENT_FILTERS, paymentColumns } from './config.ts';

/** Two payment lists of spec §4 as tabs over one table (unpaid first); the tab lives in the URL. */
export function PaymentLists(props: {
  id: string;
  title: TextKey;
  tabs: readonly [PaymentList, TextKey][];
  detail: string;
  actions?: ReactNode;
  useRows: (state: ListState<PaymentFilter>) => UseQueryResult<PaymentListResponse>;
  /** The list's call for the URL's state (the tab's path), which its Excel export sends too. */
  request: (state: ListState<PaymentFilter>) => ListRequest;
}) {
  const { t } = useTranslation();
  const list = useListState(PAYMENT_LIST);
  const first = props.tabs[0]![0];
  const active = (list.state.filters.list as PaymentList | undefined) ?? first;
  return (
    <ListPage
      id={props.id}
      title={props.title}
      list={PAYMENT_LIST}
      filters={PAYMENT_FILTERS}
      columns={paymentColumns(props.detail)}
      useRows={props.useRows}
      request={props.request}
      actions={props.actions}
      tabs={
        <Tabs
          activeKey={active}
          onChange={(key) =>
            list.setFilters({ ...list.state.filters, list: key === first ? undefined : key })
          }
          data-testid={`${props.id}-tabs`}
          items={props.tabs.map(([key, label]) => ({
            key,
            label: <span data-testid={`${props.id}-tab-${key}`}>{t(label)}</span>,
          }))}
        />
      }
    />
  );
}
