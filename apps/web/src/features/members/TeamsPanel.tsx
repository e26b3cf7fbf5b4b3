import { StopOutlined } from '@ant-design/icons';
import { type GroupItem, groupAddForm, groupUpdateForm } from '@arflow/domain/api/organisation';
import { Button, Flex, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import type { FieldOption } from '../../shared/forms/SchemaForm.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { Column } from '../../shared/list/columns.tsx';
import { ExportButton } from '../../shared/list/ExportButton.tsx';
import { RowFormModal, useRowEditing } from '../../shared/list/RowFormModal.tsx';
import { AddRowButton, EditRowButton } from '../../shared/list/row-actions.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { GROUPS_REQUEST, useDisableGroup, useGroups, useSaveGroup } from './api.ts';
import { groupFields } from './config.tsx';

/**
 * The funder's teams (spec §3 group): add, rename or move, switch off. Disabling a team with
 * customers or active members is refused by the server (GROUP_HAS_*), shown in Error!.
 */
export function TeamsPanel({ departments, canWrite }: { departments: FieldOption[]; canWrite: boolean }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const groups = useGroups();
  const save = useSaveGroup();
  const disable = useDisableGroup();
  const rows = useRowEditing<GroupItem>();
  const fields = groupFields(departments);
  const columns: Column<GroupItem>[] = [
    { key: 'name', label: 'members.team.name' },
    { key: 'dep_name', label: 'members.team.dep_id' },
    {
      key: 'member_count',
      label: 'members.team.members',
      render: (_, row) => `${row.active_member_count} / ${row.member_count}`,
    },
    { key: 'buyer_count', label: 'members.team.buyers' },
    { key: 'supplier_count', label: 'members.team.suppliers' },
    {
      key: 'active',
      label: 'members.department.active',
      render: (on) =>
        on ? <Tag color="success">{t('members.team.on')}</Tag> : <Tag>{t('members.team.off')}</Tag>,
    },
  ];

  if (groups.isError) {
    return <LoadError error={groups.error} onRetry={() => void groups.refetch()} testId="team-list-error" />;
  }
  const onDisable = async (row: GroupItem) => {
    if (!(await dialog.confirm(t('members.team.disableConfirm', { name: row.name })))) return;
    try {
      const answer = await disable.mutateAsync(row.id);
      await dialog.success(answer.messages[0]);
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <div data-testid="team-panel">
      <Flex justify="end" gap={8} style={{ marginBottom: 12 }}>
        <ExportButton request={GROUPS_REQUEST} testId="team" />
        {canWrite && <AddRowButton onClick={rows.add} testId="team-add" label="members.team.add" />}
      </Flex>
      <DetailTable<GroupItem>
        rows={groups}
        columns={columns}
        testId="team"
        size="middle"
        rowAttributes={(row) => ({ 'data-row-id': row.id })}
        actions={
          canWrite
            ? (row) => (
                <Space>
                  <EditRowButton onClick={() => rows.edit(row)} testId="team-edit" />
                  {row.active && (
                    <Button
                      size="small"
                      danger
                      icon={<StopOutlined />}
                      onClick={() => void onDisable(row)}
                      data-testid="team-disable"
                    >
                      {t('members.team.disable')}
                    </Button>
                  )}
                </Space>
              )
            : undefined
        }
      />
      <RowFormModal
        id="team"
        editing={rows.editing}
        close={rows.close}
        titles={{ add: 'members.team.add', edit: 'members.team.edit' }}
        add={{ schema: groupAddForm, fields }}
        edit={{
          schema: groupUpdateForm,
          fields: {
            id: { label: 'members.department.id', kind: 'hidden' },
            ...fields,
            active: { label: 'members.department.active', kind: 'switch' },
          },
        }}
        save={save}
      />
    </div>
  );
}
