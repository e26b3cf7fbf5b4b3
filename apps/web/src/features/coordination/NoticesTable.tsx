import { NOTICE_COLUMNS, type NoticeItem, noticeListResponse } from '@arflow/domain/api/coordination';
import { Button } from 'antd';
import { useState } from 'react';
import { CoordTable } from './CoordTable.tsx';
import { NoticeDrawer } from './NoticeDrawer.tsx';

/** A list of notices whose number opens the notice with its buttons. */
export function NoticesTable(props: { path: string; testId: string; filters?: Record<string, unknown> }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <CoordTable<NoticeItem>
        path={props.path}
        declared={NOTICE_COLUMNS}
        schema={noticeListResponse}
        testId={props.testId}
        {...(props.filters ? { filters: props.filters } : {})}
        touches={{
          id: {
            render: (v) => (
              <Button
                type="link"
                onClick={() => setOpen(Number(v))}
                data-testid={`${props.testId}-open-${v}`}
              >
                {String(v)}
              </Button>
            ),
          },
        }}
      />
      <NoticeDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
