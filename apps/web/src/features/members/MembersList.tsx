import { MailOutlined } from '@ant-design/icons';
import { MEMBER_COLUMNS, type MemberItem, memberAddForm, memberUpdateForm } from '@arflow/domain/api/users';
import type { Role } from '@arflow/domain/roles';
import { Button, Space, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldOption } from '../../shared/forms/SchemaForm.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { RowFormModal, useRowEditing } from '../../shared/list/RowFormModal.tsx';
import { AddRowButton, actionColumn, EditRowButton } from '../../shared/list/row-actions.tsx';
import {
  MEMBER_LIST,
  MEMBER_LIST_PATHS,
  type MemberKind,
  MemberListScope,
  membersRequest,
  useResendInvite,
  useSaveMember,
  useScopedMembers,
  useToggleMember,
} from './api.ts';
import { MEMBER_FILTERS, memberFields } from './config.tsx';

export interface MembersListProps {
  kind: MemberKind;
  title: TextKey;
  roles: readonly Role[];
  /** The funder's departments and teams (CRM roles need a team); absent for a supplier. */
  org?: { departments: FieldOption[]; groups: FieldOption[] };
  canWrite: boolean;
  canToggle: boolean;
  /**
   * One client company's members (the Members tab of a buyer's or supplier's details, funder
   * side): the list is narrowed to it and a new member joins it (`ent_id`).
   */
  company?: { id: number; buyer: boolean };
}

/**
 * A company's members (spec §7 "Auth and users"): list, add (an invitation e-mail; the member is
 * INVITED), edit, re-send the invitation, and the activate/deactivate toggle with the spec's
 * Success!/Error! dialogs (the §6 restrictions are the server's errors, shown as they come).
 */
export function MembersList({ kind, title, roles, org, canWrite, canToggle, company }: MembersListProps) {
  const { t } = useTranslation();
  const _show = useText();
  const dialog = useResultDialog();
  const save = useSaveMember(kind);
  const toggle = useToggleMember();
  const resend = useResendInvite();
  const rows = useRowEditing<MemberItem>();
  const path = company?.buyer ? MEMBER_LIST_PATHS.buyer : MEMBER_LIST_PATHS[kind];
  const entId = company?.id;
  const scope = useMemo(() => ({ path, entId }), [path, entId]);
  const request = useMemo(() => membersRequest(path, entId), [path, entId]);
  const fields = useMemo(() => memberFields(roles, org), [roles, org]);
  const editFields = useMemo(
    () => ({ user_id: { label: 'members.fields.user_id', kind: 'hidden' } as const, ...fields }),
    [fields],
  );

  const onToggle = async (row: MemberItem, active: boolean) => {
    try {
      const answer = await toggle.mutateAsync({ id: row.id, active });
      await dialog.success(answer.messages?.[0]);
    } catch (error) {
      await dialog.error(error);
    }
  };
  const onResend = async (row: MemberItem) => {
    try {
      await resend.mutateAsync(row.email);
      await dialog.success(t('members.list.invitationSent'));
    } catch (error) {
      await dialog.error(error);
    }
  };

  const columns: readonly Column<MemberItem>[] = [
    // The team shows where there are teams (the funder's members).
    ...columnsOf<MemberItem>(MEMBER_COLUMNS).filter((c) => org || c.key !== 'group_name'),
    ...actionColumn(canToggle, 'active', 'members.fields.active', (row: MemberItem) => (
      <Switch
        checked={row.status !== 'DEACTIVATED'}
        loading={toggle.isPending && toggle.variables?.id === row.id}
        onChange={(on) => void onToggle(row, on)}
        aria-label={t('members.fields.active')}
        data-testid="member-toggle"
      />
    )),
    ...actionColumn(canWrite, 'user_id', 'members.list.actions', (row: MemberItem) => (
      <Space>
        <EditRowButton onClick={() => rows.edit(row)} testId="member-edit" />
        {row.status === 'INVITED' && (
          <Button
            size="small"
            icon={<MailOutlined />}
            onClick={() => void onResend(row)}
            data-testid="member-resend"
          >
            {t('members.list.resend')}
          </Button>
        )}
      </Space>
    )),
  ];

  return (
    <MemberListScope value={scope}>
      <ListPage
        id="member"
        title={title}
        list={MEMBER_LIST}
        filters={MEMBER_FILTERS}
        columns={columns}
        useRows={useScopedMembers}
        request={request}
        actions={canWrite && <AddRowButton onClick={rows.add} testId="member-add" label="members.list.add" />}
      />
      <RowFormModal
        id="member"
        editing={rows.editing}
        close={rows.close}
        titles={{ add: 'members.list.add', edit: 'members.list.edit' }}
        add={{
          schema: memberAddForm,
          fields,
          defaults: { allow_sign: false, ...(entId === undefined ? {} : { ent_id: entId }) },
        }}
        edit={{ schema: memberUpdateForm, fields: editFields }}
        save={save}
        width={760}
      />
    </MemberListScope>
  );
}
