import { COORDINATION_ACCESS } from '@arflow/domain/access/coordination';
import { NOTICE_COLUMNS, type NoticeItem, noticeListResponse } from '@arflow/domain/api/coordination';
import { allows } from '@arflow/domain/permissions';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shared/session/session.ts';
import { ReasonModal } from '../../shared/widgets/ReasonModal.tsx';
import { useChangeFundingNotice } from './api.ts';
import { CoordTable } from './CoordTable.tsx';
import { NoticeDrawer } from './NoticeDrawer.tsx';
import { TabbedPage } from './tabs.tsx';
import { useScreenTitle } from './title.ts';

const PATH = '/partner-payment/funding/list-payment-notice';

/** The funding requests of one status, each number opening its change (for those who may write). */
function Requests(props: {
  status: 'CONFIRMING' | 'REJECTED';
  testId: string;
  change: (id: number) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = allows(COORDINATION_ACCESS.write, user);
  return (
    <CoordTable<NoticeItem>
      path={PATH}
      declared={NOTICE_COLUMNS}
      schema={noticeListResponse}
      testId={props.testId}
      filters={{ kind: 'FUNDING_REQUEST', status: props.status }}
      touches={{
        id: {
          render: (v) => (
            <Button
              type="link"
              disabled={!allowed}
              title={t('coordination.change.open', { id: v })}
              onClick={() => props.change(Number(v))}
              data-testid={`${props.testId}-change-${v}`}
            >
              {String(v)}
            </Button>
          ),
        },
      }}
    />
  );
}

/**
 * /fun/partner-payment/ChangeFundingNotice: the funding requests the partner has not applied, each
 * withdrawn with a reason and sent again for its transaction as it now is (decision 0116); the new
 * request opens once sent.
 */
export default function ChangeFundingNoticePage() {
  const { t } = useTranslation();
  const title = useScreenTitle();
  const change = useChangeFundingNotice();
  const [changing, setChanging] = useState<number | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const list = (status: 'CONFIRMING' | 'REJECTED', testId: string) => (
    <Requests key={testId} status={status} testId={testId} change={setChanging} />
  );
  return (
    <>
      <TabbedPage
        title={title}
        testId="change-funding-notice-page"
        intro={t('coordination.change.intro')}
        tabs={[
          ['coordination.change.confirming', list('CONFIRMING', 'change-confirming')],
          ['coordination.change.rejected', list('REJECTED', 'change-rejected')],
        ]}
      />
      <ReasonModal
        open={changing !== null}
        title={t('coordination.change.modal', { id: changing })}
        label="coordination.change.reason"
        required="coordination.change.reasonRequired"
        okText="coordination.change.submit"
        done="coordination.change.done"
        testId="change-funding-notice"
        onClose={() => setChanging(null)}
        submit={async (reason) => {
          const next = await change.mutateAsync({ notice_id: changing!, reason });
          setSent(next.data.id);
        }}
      />
      <NoticeDrawer id={sent} onClose={() => setSent(null)} />
    </>
  );
}
