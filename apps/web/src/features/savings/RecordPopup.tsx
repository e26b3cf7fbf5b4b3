import type { StatusLabel } from '@arflow/domain/statuses/tone';
import type { UseQueryResult } from '@tanstack/react-query';
import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { DetailHeader } from '../../shared/detail/RecordDetail.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';

/** What a popup shows of its loaded record. */
export interface PopupView {
  title: ReactNode;
  status: { label: StatusLabel; code: string };
  /** The buttons of the actions the server allows now. */
  actions: ReactNode;
  body: ReactNode;
}

/**
 * One record over its list (a pack, a placement): loading, its error with Retry, then its head
 * (title, status, the server's actions) and body. Test ids: `<testId>-popup`, `-loading`, `-error`.
 */
export function RecordPopup<T>(props: {
  testId: string;
  open: boolean;
  onClose: () => void;
  query: UseQueryResult<T>;
  view: (data: T) => PopupView;
}) {
  const { testId, query } = props;
  let content: ReactNode;
  if (query.isPending) content = <Loading testId={`${testId}-loading`} />;
  else if (query.isError)
    content = (
      <LoadError error={query.error} onRetry={() => void query.refetch()} testId={`${testId}-error`} />
    );
  else {
    const view = props.view(query.data);
    content = (
      <>
        <DetailHeader
          level={4}
          title={view.title}
          tags={<StatusTag status={view.status.label} code={view.status.code} />}
          actions={view.actions}
        />
        {view.body}
      </>
    );
  }
  return (
    <Modal open={props.open} footer={null} width={960} onCancel={props.onClose} destroyOnHidden>
      <div data-testid={`${testId}-popup`}>{content}</div>
    </Modal>
  );
}
