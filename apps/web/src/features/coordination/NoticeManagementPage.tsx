import {
  NOTICE_AR_COLUMNS,
  type NoticeArItem,
  noticeArListResponse,
  PARTNER_CONTRACT_COLUMNS,
  type PartnerContractItem,
  partnerContractListResponse,
  REFERRED_PARTNER_COLUMNS,
  type ReferredPartnerItem,
  referredPartnerListResponse,
} from '@arflow/domain/api/coordination';
import { isIsoDate } from '@arflow/domain/dates';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { CoordTable, coordTable, funded } from './CoordTable.tsx';
import { NoticesTable } from './NoticesTable.tsx';
import { TabbedPage } from './tabs.tsx';
import { useScreenTitle } from './title.ts';

const arTable = coordTable<NoticeArItem>(NOTICE_AR_COLUMNS, noticeArListResponse);

/** /partner/funding-coordination/notice-management: funding requests (to confirm), their evidence, payment notices. */
export function FundingNoticesPage() {
  const title = useScreenTitle();
  const base = '/funding-coordination-announcement';
  return (
    <TabbedPage
      title={title}
      testId="funding-notices-page"
      tabs={[
        [
          'coordination.notices.requests',
          <NoticesTable key="r" path={`${base}/funding-request/list`} testId="funding-requests" />,
        ],
        [
          'coordination.notices.evidence',
          arTable(`${base}/funding-request/list-evidence`, 'funding-evidence'),
        ],
        [
          'coordination.notices.notices',
          <NoticesTable
            key="n"
            path={`${base}/funding-payment/list-notice`}
            testId="funding-payment-notices"
          />,
        ],
      ]}
    />
  );
}

/** /partner/guarantee-coordination/notice-management: guarantee requests (to approve), contracts, fee notices. */
export function GuaranteeNoticesPage() {
  const title = useScreenTitle();
  const base = '/guarantee-coordination-announcement';
  return (
    <TabbedPage
      title={title}
      testId="guarantee-notices-page"
      tabs={[
        [
          'coordination.notices.requests',
          <NoticesTable key="r" path={`${base}/guarantee-request/list`} testId="guarantee-requests" />,
        ],
        [
          'coordination.notices.contracts',
          <CoordTable<PartnerContractItem>
            key="c"
            path="/guarantee-coordination/list-contract"
            declared={PARTNER_CONTRACT_COLUMNS}
            schema={partnerContractListResponse}
            testId="guarantee-contracts"
          />,
        ],
        [
          'coordination.notices.notices',
          <NoticesTable
            key="n"
            path={`${base}/guarantee-payment/list-notice`}
            testId="guarantee-payment-notices"
          />,
        ],
      ]}
    />
  );
}

/** /partner/referral-coordination/notice-management: the companies the partner referred. */
export function ReferralNoticesPage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="referral-notices-page"
      tabs={[
        [
          'coordination.notices.referredPartners',
          <CoordTable<ReferredPartnerItem>
            key="p"
            path="/referral-coordination/program-config/list-referral-partners"
            declared={REFERRED_PARTNER_COLUMNS}
            schema={referredPartnerListResponse}
            testId="referred-partners"
          />,
        ],
      ]}
    />
  );
}

/**
 * /partner/{funding,guarantee}-coordination/transaction-history: the receivables the partner funded
 * or guaranteed. The funding partner's funded receivables take the due range and unpaid condition
 * its home's figures put in the address (`?tab=funded&due_from=&due_to=&open_only=1`).
 */
export function FundingHistoryPage() {
  const title = useScreenTitle();
  const { t } = useTranslation();
  const f = useFormat();
  const [params] = useSearchParams();
  const due = { from: params.get('due_from'), to: params.get('due_to') };
  const filters = {
    ...(due.from && isIsoDate(due.from) ? { due_from: due.from } : {}),
    ...(due.to && isIsoDate(due.to) ? { due_to: due.to } : {}),
    ...(params.get('open_only') === '1' ? { open_only: true } : {}),
  };
  return (
    <TabbedPage
      title={title}
      testId="funding-history-page"
      active={params.get('tab') === 'funded' ? 1 : 0}
      tabs={[
        [
          'coordination.notices.payments',
          arTable('/funding-coordination-announcement/funding-payment/list', 'funding-payments'),
        ],
        [
          'coordination.notices.funded',
          <Flex key="f" vertical gap={8}>
            {filters.due_from && filters.due_to && (
              <Typography.Text data-testid="funded-ars-range">
                {t(filters.open_only ? 'coordination.notices.dueUnpaid' : 'coordination.notices.due', {
                  from: f.date(filters.due_from),
                  to: f.date(filters.due_to),
                })}
              </Typography.Text>
            )}
            {funded('/funding-coordination/transaction-history/funded-ars', 'funded-ars', filters)}
          </Flex>,
        ],
      ]}
    />
  );
}
export function GuaranteeHistoryPage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="guarantee-history-page"
      tabs={[
        [
          'coordination.notices.payments',
          arTable('/guarantee-coordination-announcement/guarantee-payment/list', 'guarantee-payments'),
        ],
      ]}
    />
  );
}

/**
 * /partner/referral-coordination/transaction-history: the referral partner's commission payment
 * and termination notices (decision 0098), each opening with its buttons and timeline.
 */
export function ReferralHistoryPage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="referral-history-page"
      tabs={[
        [
          'coordination.notices.notices',
          <NoticesTable
            key="n"
            path="/referral-coordination/transaction-history"
            testId="referral-history"
          />,
        ],
      ]}
    />
  );
}
