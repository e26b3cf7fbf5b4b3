import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useSession } from '../../shared/session/session.ts';
import { LENDING_LIST, type LendingListKind, lendingRequest, lendingRows, useCanAddLending } from './api.ts';
import { LENDING_FILTERS, lendingColumns } from './config.ts';
import { LendingDrawer } from './LendingDetail.tsx';

const MANAGEMENT = '/partner/lending-service/lending-management';
const toDetail = (id: number) => `${MANAGEMENT}/${id}`;
const toDrawer = (id: number) => `?lending=${id}`;

export function LendingList(props: {
  id: string;
  title: TextKey;
  kind: LendingListKind;
  /** Conditions every request of this screen carries (the extension history's status). */
  fixed?: Record<string, unknown>;
  /** Where a loan number leads: the partner's detail page, or the drawer over the funder's list. */
  href: (id: number) => string;
  add?: boolean;
}) {
  const { t } = useTranslation();
  const canAdd = useCanAddLending();
  return (
    <>
      <ListPage
        id={props.id}
        title={props.title}
        list={LENDING_LIST}
        filters={LENDING_FILTERS}
        columns={lendingColumns(props.href)}
        useRows={lendingRows(props.kind, props.fixed)}
        request={lendingRequest(props.kind, props.fixed)}
        actions={
          props.add &&
          canAdd && (
            <Link to={`${MANAGEMENT}/add-lending`}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="lending-add">
                {t('lending.list.add')}
              </Button>
            </Link>
          )
        }
      />
      <LendingDrawer />
    </>
  );
}

function usePartnerId(): number {
  return useSession().user?.ent_id ?? 0;
}

/** /partner/lending-service/lending-management: the partner's own loans. */
export function PartnerLendingPage() {
  const partnerId = usePartnerId();
  return <LendingList id="lending" title="lending.list.title" kind={{ partnerId }} href={toDetail} add />;
}

/** …/LendingExtensionHistory: the partner's loans extended at least once, or waiting an extension. */
export function ExtensionHistoryPage() {
  const partnerId = usePartnerId();
  return (
    <LendingList
      id="lending-extensions"
      title="lending.extension.historyTitle"
      kind={{ partnerId }}
      fixed={{ status: 8 }}
      href={toDetail}
    />
  );
}

/** /fun/partner-payment/lending/LendingService: every partner's loans. */
export function FunderLendingPage() {
  return (
    <LendingList
      id="lending-all"
      title="lending.list.funderTitle"
      kind={{ funder: 'list-lending' }}
      href={toDrawer}
    />
  );
}

/** …/LendingConfirmationNotice: loans waiting to be confirmed, signed or disbursed. */
export function ConfirmationNoticePage() {
  return (
    <LendingList
      id="lending-confirmation"
      title="lending.list.confirmationTitle"
      kind={{ funder: 'list-confirmation-notice' }}
      href={toDrawer}
    />
  );
}

/** …/LendingSettlementNotice: disbursed loans to settle or extend. */
export function SettlementNoticePage() {
  return (
    <LendingList
      id="lending-settlement"
      title="lending.list.settlementTitle"
      kind={{ funder: 'list-settlement-notice' }}
      href={toDrawer}
    />
  );
}
