import { EditOutlined } from '@ant-design/icons';
import { PLACEMENT_COLUMNS, type PlacementItem, type SavingsPackItem } from '@arflow/domain/api/savings';
import { SAVINGS_PACK_STATUS_LABELS } from '@arflow/domain/statuses/savings';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { columnsOf } from '../../shared/list/columns.tsx';
import { RowFormModal, useRowEditing } from '../../shared/list/RowFormModal.tsx';
import { AddRowButton } from '../../shared/list/row-actions.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import type { ListTools } from './list-tools.ts';
import { usePackPlacements } from './pack-api.ts';
import type { PackKind } from './pack-kinds.ts';
import { RecordPopup } from './RecordPopup.tsx';

const PLACEMENTS = columnsOf<PlacementItem>(PLACEMENT_COLUMNS);

/**
 * A pack's view popup (term view-popup): its terms read-only, the buttons of the actions the
 * server allows now (edit, activate, close) and its placements.
 */
function PackView<Form>({
  pack,
  id,
  onClose,
  onEdit,
}: {
  pack: PackKind<Form>;
  id: number;
  onClose: () => void;
  onEdit: (pack: SavingsPackItem) => void;
}) {
  const { api, testId } = pack;
  const detail = api.useDetail(id);
  const act = api.useAction(id);
  const placements = usePackPlacements(id);
  const action = (name: 'activate' | 'close') => ({
    label: `savings.packs.${name}` as const,
    testId: `${testId}-${name}`,
    danger: name === 'close',
    confirm: { title: `savings.packs.${name}Confirm` as const },
    done: 'savings.packs.done' as const,
    run: () => act.mutateAsync(name),
    pending: act.isPending && act.variables === name,
  });
  return (
    <RecordPopup
      testId={`${testId}-view`}
      open={id > 0}
      onClose={onClose}
      query={detail}
      view={({ data, actions }) => ({
        title: `${data.code} – ${data.name}`,
        status: { label: SAVINGS_PACK_STATUS_LABELS[data.status], code: data.status },
        actions: (
          <WorkflowActions
            allowed={actions}
            specs={{
              update: {
                label: 'common.actions.edit',
                testId: `${testId}-edit`,
                icon: <EditOutlined />,
                run: () => onEdit(data),
              },
              activate: action('activate'),
              close: action('close'),
            }}
          />
        ),
        body: (
          <>
            <SchemaForm
              id={`${testId}-view`}
              schema={api.form}
              fields={pack.fields}
              initial={data as unknown as Record<keyof Form, unknown>}
              readOnly
              submit={async () => undefined}
              saving={false}
            />
            <DetailTable
              rows={placements}
              columns={PLACEMENTS}
              testId={`${testId}-placements`}
              empty="savings.packs.noPlacements"
            />
          </>
        ),
      })}
    />
  );
}

/**
 * A term or non-term pack list's tools (savesting-packs-management/term, /non-term): the add
 * button for the users who may write, a row's view popup, and the add or edit popup (edit opened
 * from the view, so only while the server allows it).
 */
export function PackTools<Form>({
  pack,
  list,
}: {
  pack: PackKind<Form>;
  list: (tools: ListTools<SavingsPackItem>) => ReactNode;
}) {
  const { api, testId } = pack;
  const rows = useRowEditing<SavingsPackItem>();
  const [viewing, setViewing] = useState(0);
  const save = api.useSave(rows.editing !== null && rows.editing !== 'new' ? rows.editing.id : undefined);
  const canWrite = api.useCanWrite();
  const form = { schema: api.form, fields: pack.fields };
  return list({
    actions: canWrite && (
      <AddRowButton onClick={rows.add} testId={`${testId}-add`} label="savings.packs.add" />
    ),
    onRowClick: (row) => setViewing(row.id),
    dialogs: (
      <>
        <PackView
          pack={pack}
          id={viewing}
          onClose={() => setViewing(0)}
          onEdit={(pack) => {
            setViewing(0);
            rows.edit(pack);
          }}
        />
        <RowFormModal
          id={pack.formId}
          editing={rows.editing}
          close={rows.close}
          titles={{ add: 'savings.packs.add', edit: 'savings.packs.edit' }}
          add={{ ...form, defaults: pack.defaults }}
          edit={form}
          save={save}
          width={720}
        />
      </>
    ),
  });
}
