import {
  PLACEMENT_COLUMNS,
  type PlacementForm,
  type PlacementItem,
  placementForm,
} from '@arflow/domain/api/savings';
import { SAVINGS_PLACEMENT_STATUS_LABELS } from '@arflow/domain/statuses/savings';
import { Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteId } from '../../shared/api/record-state.tsx';
import { type FieldConfig, SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { columnsOf } from '../../shared/list/columns.tsx';
import { AddRowButton } from '../../shared/list/row-actions.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import type { ListTools } from './list-tools.ts';
import {
  PACK_APIS,
  useActiveMembers,
  useActivePacks,
  useClosePlacement,
  usePlaceMoney,
  usePlacement,
} from './pack-api.ts';
import { RecordPopup } from './RecordPopup.tsx';

const COLUMNS = columnsOf<PlacementItem>(PLACEMENT_COLUMNS);

/** A choice of the form: a code and a name in both languages. */
const choice = (o: { id: number; code: string; name: string }) => {
  const text = `${o.code} – ${o.name}`;
  return { value: o.id, label: { vi: text, en: text } };
};

/** The place-money form (POST /savings/placement): a member, an active pack, an amount. */
function PlaceMoneyForm({ limited, packId, close }: { limited: boolean; packId: number; close: () => void }) {
  const packs = useActivePacks(limited);
  const members = useActiveMembers();
  const place = usePlaceMoney();
  const fields = {
    pack_id: {
      label: 'savings.fields.pack_name',
      kind: 'select',
      span: 24,
      options: (packs.data?.data ?? []).map(choice),
    },
    member_id: {
      label: 'savings.fields.member_name',
      kind: 'select',
      span: 24,
      options: (members.data?.data ?? []).map(choice),
    },
    amount: { label: 'savings.fields.amount', kind: 'money', span: 24 },
  } as const satisfies FieldConfig<PlacementForm>;
  return (
    <SchemaForm
      id="savings-placement"
      schema={placementForm}
      fields={fields}
      defaults={packId > 0 ? { pack_id: packId } : undefined}
      submit={place.mutateAsync}
      saving={place.isPending}
      submitLabel="savings.placements.place"
      onSaved={close}
      onCancel={close}
    />
  );
}

/** One placement and its closing (the server picks matured or withdrawn from the business date). */
function PlacementView({ id, onClose }: { id: number; onClose: () => void }) {
  const placement = usePlacement(id);
  const close = useClosePlacement(id);
  return (
    <RecordPopup
      testId="savings-placement"
      open={id > 0}
      onClose={onClose}
      query={placement}
      view={({ data }) => ({
        title: `${data.member_name} – ${data.pack_name}`,
        status: { label: SAVINGS_PLACEMENT_STATUS_LABELS[data.status], code: data.status },
        // Both of the workflow's closings are one call: one button while either is allowed.
        actions: (
          <WorkflowActions
            allowed={data.actions?.some((a) => a === 'mature' || a === 'withdraw') ? ['close'] : []}
            specs={{
              close: {
                label: 'savings.placements.close',
                testId: 'savings-placement-close',
                danger: true,
                confirm: { title: 'savings.placements.confirmClose', hint: 'savings.placements.closeHint' },
                done: 'savings.placements.closed',
                run: () => close.mutateAsync(undefined),
                pending: close.isPending,
              },
            }}
          />
        ),
        body: <DetailTable rows={[data]} columns={COLUMNS} testId="savings-placement-detail" />,
      })}
    />
  );
}

/**
 * A placements list's tools (ListPackageLimited/Member, ListPackageUnlimited/Member): the
 * place-money form for the users who may write (the route's pack chosen), a row's popup with its
 * closing.
 */
export function PlacementTools({
  limited,
  list,
}: {
  limited: boolean;
  list: (tools: ListTools<PlacementItem>) => ReactNode;
}) {
  const { t } = useTranslation();
  const packId = useRouteId();
  const canWrite = PACK_APIS.TERM.useCanWrite();
  const [placing, setPlacing] = useState(false);
  const [open, setOpen] = useState(0);
  const stopPlacing = () => setPlacing(false);
  return list({
    actions: canWrite && (
      <AddRowButton
        onClick={() => setPlacing(true)}
        testId="savings-place"
        label="savings.placements.place"
      />
    ),
    onRowClick: (row) => setOpen(row.id),
    dialogs: (
      <>
        <Modal
          open={placing}
          title={t('savings.placements.place')}
          footer={null}
          onCancel={stopPlacing}
          destroyOnHidden
        >
          <PlaceMoneyForm limited={limited} packId={packId} close={stopPlacing} />
        </Modal>
        <PlacementView id={open} onClose={() => setOpen(0)} />
      </>
    ),
  });
}
