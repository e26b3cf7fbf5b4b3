import {
  NOTICE_AR_COLUMNS,
  type NoticeArItem,
  noticeArListResponse,
  PARTNER_PAYMENT_COLUMNS,
  type PartnerPaymentItem,
  partnerPaymentListResponse,
  REFERRED_PARTNER_COLUMNS,
  type ReferredPartnerItem,
  referredPartnerListResponse,
} from '@arflow/domain/api/coordination';
import { Link } from 'react-router';
import { CoordTable, funded } from './CoordTable.tsx';
import { NoticesTable } from './NoticesTable.tsx';
import { TabbedPage } from './tabs.tsx';
import { useScreenTitle } from './title.ts';

/** /fun/partner-payment/funding/FundingCoordination: funded receivables and the funding notices. */
export function FunderFundingPage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="funder-funding-page"
      tabs={[
        [
          'coordination.funder.paymentNotices',
          <NoticesTable
            key="n"
            path="/partner-payment/funding/list-payment-notice"
            testId="funder-funding-notices"
          />,
        ],
        [
          'coordination.funder.fundedArsOpen',
          funded('/partner-payment/funding/list-funded-ars-not-complete', 'funded-open'),
        ],
        ['coordination.funder.fundedArs', funded('/partner-payment/funding/list-funded-ars', 'funded-all')],
      ]}
    />
  );
}

/** /fun/partner-payment/guarantee/GuaranteeCoordination: guarantee requests, guaranteed receivables, completion notices. */
export function FunderGuaranteePage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="funder-guarantee-page"
      tabs={[
        [
          'coordination.notices.requests',
          <NoticesTable
            key="r"
            path="/guarantee-coordination-announcement/guarantee-request/list"
            testId="funder-guarantee-requests"
          />,
        ],
        [
          'coordination.funder.guaranteeArs',
          <CoordTable<NoticeArItem>
            key="a"
            path="/partner-payment/guarantee/list-guarantee-ars"
            declared={NOTICE_AR_COLUMNS}
            schema={noticeArListResponse}
            testId="guarantee-ars"
          />,
        ],
        [
          'coordination.funder.completionNotices',
          <NoticesTable
            key="c"
            path="/partner-payment/guarantee/list-trans-completion-payment-notice"
            testId="guarantee-completion"
          />,
        ],
      ]}
    />
  );
}

/** /fun/partner-payment/referral/TerminationNotice and TransactionPaymentNotice. */
export function TerminationNoticePage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="termination-notices-page"
      tabs={[
        [
          'coordination.funder.terminationNotices',
          <NoticesTable
            key="t"
            path="/partner-payment/referral/list-termination-notice"
            testId="termination-notices"
          />,
        ],
      ]}
    />
  );
}
export function TransactionPaymentNoticePage() {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="referral-payment-notices-page"
      tabs={[
        [
          'coordination.funder.transPaymentNotices',
          <NoticesTable
            key="p"
            path="/partner-payment/referral/list-trans-payment-notice"
            testId="referral-payment-notices"
          />,
        ],
        [
          'coordination.notices.referredPartners',
          <CoordTable<ReferredPartnerItem>
            key="r"
            path="/partner-payment/referral/list-referred-partner"
            declared={REFERRED_PARTNER_COLUMNS}
            schema={referredPartnerListResponse}
            testId="funder-referred-partners"
          />,
        ],
      ]}
    />
  );
}

/** /fun/partner-payment/{individual,corporate}: the partners to pay, each opening its page. */
function PartnerPaymentsPage({ entType }: { entType: 'corporate' | 'individual' }) {
  const title = useScreenTitle();
  return (
    <TabbedPage
      title={title}
      testId="partner-payments-page"
      tabs={[
        [
          'coordination.funder.partners',
          <CoordTable<PartnerPaymentItem>
            key="p"
            path={`/partner-payment/list/${entType}`}
            declared={PARTNER_PAYMENT_COLUMNS}
            schema={partnerPaymentListResponse}
            testId="partner-payments"
            touches={{
              code: {
                render: (v, row) => <Link to={`/fun/partner-payment/${entType}/${row.id}`}>{String(v)}</Link>,
              },
            }}
          />,
        ],
      ]}
    />
  );
}
export function CorporatePaymentsPage() {
  return <PartnerPaymentsPage entType="corporate" />;
}
export function IndividualPaymentsPage() {
  return <PartnerPaymentsPage entType="individual" />;
}
