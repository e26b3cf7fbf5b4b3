import { PlusOutlined } from '@ant-design/icons';
import type { NoteItem } from '@arflow/domain/api/companies';
import { noteForm, reportForm } from '@arflow/domain/api/companies';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { NEWEST_FIRST, PagedTable, usePaging } from '../../shared/widgets/PagedTable.tsx';
import { type NoteKind, useAddBuyerNote, useBuyerNotes } from './api.ts';
import { NOTE_FIELDS, REPORT_FIELDS } from './config.tsx';

const NOTE_COLUMNS: Column<NoteItem>[] = [
  {
    key: 'content',
    label: 'buyers.notes.content',
    render: (c) => <div style={{ whiteSpace: 'pre-wrap', maxWidth: 560 }}>{c}</div>,
  },
  { key: 'user_full_name', label: 'buyers.notes.by' },
  { key: 'created_at', label: 'buyers.notes.created_at', kind: 'dateTime' },
];

/** A report also has its title and date. */
const REPORT_COLUMNS: Column<NoteItem>[] = [
  { key: 'title', label: 'buyers.notes.title_field' },
  { key: 'report_date', label: 'buyers.notes.report_date', kind: 'date' },
  ...NOTE_COLUMNS,
];

/** A buyer's reports (title, date, content) or notes, newest first, with who wrote them. */
export function NotesPanel({
  buyerId,
  kind,
  canWrite,
}: {
  buyerId: number;
  kind: NoteKind;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const paging = usePaging(NEWEST_FIRST);
  const [adding, setAdding] = useState(false);
  const notes = useBuyerNotes(buyerId, kind, paging.body);
  const addReport = useAddBuyerNote(buyerId, 'report');
  const addNote = useAddBuyerNote(buyerId, 'note');
  const testId = `buyer-${kind}`;
  const last = notes.data?.object;

  if (notes.isError) {
    return <LoadError error={notes.error} onRetry={() => void notes.refetch()} testId={`${testId}-error`} />;
  }
  return (
    <div data-testid={`${testId}s`}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} wrap gap={8}>
        <Typography.Text type="secondary">
          {last?.last_update_date
            ? t('buyers.notes.lastUpdate', {
                date: f.dateTime(last.last_update_date),
                name: [last.last_user_full_name, last.last_user_position].filter(Boolean).join(', '),
              })
            : ''}
        </Typography.Text>
        {canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid={`${testId}-add`}>
            {t(kind === 'report' ? 'buyers.notes.addReport' : 'buyers.notes.addNote')}
          </Button>
        )}
      </Flex>
      <PagedTable<NoteItem>
        columns={kind === 'report' ? REPORT_COLUMNS : NOTE_COLUMNS}
        rowKey="id"
        testId={testId}
        paging={paging}
        rows={notes}
      />
      <Modal
        open={adding}
        title={t(kind === 'report' ? 'buyers.notes.addReport' : 'buyers.notes.addNote')}
        footer={null}
        width={720}
        onCancel={() => setAdding(false)}
        destroyOnHidden
      >
        {kind === 'report' ? (
          <SchemaForm
            id={testId}
            schema={reportForm}
            fields={REPORT_FIELDS}
            submit={(body) => addReport.mutateAsync(body)}
            saving={addReport.isPending}
            onSaved={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <SchemaForm
            id={testId}
            schema={noteForm}
            fields={NOTE_FIELDS}
            submit={(body) => addNote.mutateAsync(body)}
            saving={addNote.isPending}
            onSaved={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        )}
      </Modal>
    </div>
  );
}
