import { PlusOutlined } from '@ant-design/icons';
import {
  type LendingPackPartnerBody,
  type LendingPackRatingBody,
  lendingPackPartnerBody,
  lendingPackRatingBody,
} from '@arflow/domain/api/lending-packs';
import { LENDING_PACK_STATUS_LABELS } from '@arflow/domain/statuses/lending-pack';
import type { LendingPackAction } from '@arflow/domain/workflows/lending-pack';
import { Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordState, useRouteId } from '../../shared/api/record-state.tsx';
import { RecordDetail } from '../../shared/detail/RecordDetail.tsx';
import { type FieldConfig, SchemaForm, type SchemaFormProps } from '../../shared/forms/SchemaForm.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import type { ActionSpec } from '../../shared/widgets/WorkflowActions.tsx';
import { lendingPacks, useLendingPartners, usePackPart, useRemovePackPart } from './api.ts';
import {
  LENDING_PACK_FIELDS,
  LENDING_PACK_HISTORY_ACTIONS,
  LENDING_PACK_RATING_FIELDS,
  PACK_PARTNER_COLUMNS,
  PACK_RATING_COLUMNS,
} from './config.ts';
import { RemovePartButton } from './RemovePartButton.tsx';

/** A tab's table with, while the pack is a draft, the button of its add modal. */
function PartTab<Body>(props: {
  testId: string;
  adding: boolean;
  add: TextKey;
  hint?: TextKey;
  table: ReactNode;
  form: Omit<SchemaFormProps<Body, unknown>, 'id' | 'onSaved' | 'onCancel'>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{props.hint && t(props.hint)}</Typography.Text>
        {props.adding && (
          <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid={`${props.testId}-add`}>
            {t(props.add)}
          </Button>
        )}
      </Flex>
      {props.table}
      <Modal open={open} title={t(props.add)} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <SchemaForm
          id={`${props.testId}-form`}
          {...props.form}
          onSaved={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}

/**
 * /fun/program-setup/lending-pack/:id: one lending pack (decision 0108), the buttons its workflow
 * allows this user now (edit, activate and close while a draft, close while active), its timeline,
 * its lending partners (add-doi-tac-modal) and its ratings with their quotes (add-rating-modal),
 * each row removable while a draft.
 */
export default function LendingPackDetailPage() {
  const { t } = useTranslation();
  const id = useRouteId();
  const detail = lendingPacks.useDetail(id);
  const save = lendingPacks.useSave(id);
  const act = lendingPacks.useAction(id);
  const addPartner = usePackPart<LendingPackPartnerBody>(id, 'partner');
  const setRating = usePackPart<LendingPackRatingBody>(id, 'rating');
  const removePartner = useRemovePackPart(id, 'partner');
  const removeRating = useRemovePackPart(id, 'rating');
  const drafting = detail.data?.actions.includes('update') ?? false;
  const partners = useLendingPartners(drafting);
  const loaded = recordState(id, detail, 'lending-pack');
  if ('view' in loaded) return loaded.view;
  const { data, history, actions } = loaded.data;
  const action = (name: 'activate' | 'close', danger = false): ActionSpec => ({
    label: `programme.lendingPack.${name}`,
    testId: `lending-pack-${name}`,
    danger,
    confirm: {
      title:
        name === 'activate' ? 'programme.lendingPack.confirmActivate' : 'programme.lendingPack.confirmClose',
    },
    done: 'programme.lendingPack.done',
    run: () => act.mutateAsync(name),
    pending: act.isPending && act.variables === name,
  });
  const specs: Partial<Record<LendingPackAction, ActionSpec>> = {
    activate: action('activate'),
    close: action('close', true),
  };
  const partnerFields = {
    partner_id: {
      label: 'programme.lendingPack.fields.partner_id',
      kind: 'select',
      span: 24,
      options: (partners.data?.data ?? []).map((p) => ({ value: p.id, label: { vi: p.name, en: p.name } })),
    },
  } as const satisfies FieldConfig<{ partner_id: number }>;
  /** A draft's row remove button (its key: the partner's id, the rating's class). */
  const removing =
    (mutation: typeof removePartner, part: 'partner' | 'rating', confirm: TextKey) =>
    (key: number | string) => (
      <RemovePartButton
        testId={`lending-pack-${part}-remove-${key}`}
        confirm={confirm}
        pending={mutation.isPending && mutation.variables === key}
        remove={() => mutation.mutateAsync(key)}
      />
    );
  const partnerRemove = removing(removePartner, 'partner', 'programme.lendingPack.confirmRemovePartner');
  const ratingRemove = removing(removeRating, 'rating', 'programme.lendingPack.confirmRemoveRating');
  /** A tab of the pack's parts: its table and, while a draft, its add modal and remove buttons. */
  const part = <Body,>(
    key: 'partners' | 'ratings',
    add: TextKey,
    mutation: { mutateAsync: (body: Body) => Promise<unknown>; isPending: boolean },
    o: { table: ReactNode; hint?: TextKey; form: Pick<SchemaFormProps<Body, unknown>, 'schema' | 'fields'> },
  ) => ({
    key,
    label: t(key === 'partners' ? 'programme.lendingPack.partnersTab' : 'programme.lendingPack.ratingsTab'),
    children: (
      <PartTab
        testId={`lending-pack-${key.slice(0, -1)}`}
        adding={drafting}
        add={add}
        hint={o.hint}
        table={o.table}
        form={{ ...o.form, submit: mutation.mutateAsync, saving: mutation.isPending }}
      />
    ),
  });
  return (
    <RecordDetail
      id="lending-pack"
      title={data.name}
      status={{ label: LENDING_PACK_STATUS_LABELS[data.status], code: data.status }}
      allowed={actions}
      edit="update"
      specs={specs}
      form={{
        schema: lendingPacks.form,
        fields: LENDING_PACK_FIELDS,
        initial: data,
        submit: save.mutateAsync,
        saving: save.isPending,
      }}
      history={{
        entries: history,
        statuses: LENDING_PACK_STATUS_LABELS,
        actions: LENDING_PACK_HISTORY_ACTIONS,
        fields: {
          ...LENDING_PACK_FIELDS,
          partners: { label: 'programme.lendingPack.fields.partners' },
          ratings: { label: 'programme.lendingPack.fields.ratings' },
        },
      }}
      tabs={{
        testId: 'lending-pack-tabs',
        info: 'programme.lendingPack.info',
        items: [
          part('partners', 'programme.lendingPack.addPartner', addPartner, {
            table: (
              <DetailTable
                rows={data.partners}
                columns={PACK_PARTNER_COLUMNS}
                rowKey="id"
                testId="lending-pack-partners"
                empty="programme.lendingPack.noPartners"
                actions={drafting ? (row) => partnerRemove(row.id) : undefined}
              />
            ),
            form: { schema: lendingPackPartnerBody, fields: partnerFields },
          }),
          part('ratings', 'programme.lendingPack.addRating', setRating, {
            hint: 'programme.lendingPack.quoteHint',
            table: (
              <DetailTable
                rows={data.ratings}
                columns={PACK_RATING_COLUMNS}
                rowKey="rating_class"
                testId="lending-pack-ratings"
                empty="programme.lendingPack.noRatings"
                actions={drafting ? (row) => ratingRemove(row.rating_class) : undefined}
              />
            ),
            form: { schema: lendingPackRatingBody, fields: LENDING_PACK_RATING_FIELDS },
          }),
        ],
      }}
    />
  );
}
