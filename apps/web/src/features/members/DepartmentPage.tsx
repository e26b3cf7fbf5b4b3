import {
  DEPARTMENT_COLUMNS,
  type DepartmentItem,
  departmentAddForm,
  departmentUpdateForm,
} from '@arflow/domain/api/organisation';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { RowFormModal, useRowEditing } from '../../shared/list/RowFormModal.tsx';
import { AddRowButton, actionColumn, EditRowButton } from '../../shared/list/row-actions.tsx';
import {
  DEPARTMENT_LIST,
  departmentsRequest,
  useDepartments,
  useMemberRights,
  useSaveDepartment,
} from './api.ts';
import { DEPARTMENT_ADD_FIELDS, DEPARTMENT_EDIT_FIELDS, DEPARTMENT_FILTERS } from './config.tsx';

/** /fun/part/department: the funder's departments (spec §3: id, name, type_id, active, code). */
export default function DepartmentPage() {
  const { t } = useTranslation();
  const _show = useText();
  const { organisationWrite } = useMemberRights();
  const save = useSaveDepartment();
  const rows = useRowEditing<DepartmentItem>();

  const columns: readonly Column<DepartmentItem>[] = [
    ...columnsOf<DepartmentItem>(DEPARTMENT_COLUMNS, {
      active: {
        render: (on) =>
          on ? <Tag color="success">{t('members.team.on')}</Tag> : <Tag>{t('members.team.off')}</Tag>,
      },
    }),
    ...actionColumn(organisationWrite, 'id', 'members.list.actions', (row: DepartmentItem) => (
      <EditRowButton onClick={() => rows.edit(row)} testId="department-edit" />
    )),
  ];

  return (
    <>
      <ListPage
        id="department"
        title="members.department.title"
        list={DEPARTMENT_LIST}
        filters={DEPARTMENT_FILTERS}
        columns={columns}
        useRows={useDepartments}
        request={departmentsRequest}
        actions={
          organisationWrite && (
            <AddRowButton onClick={rows.add} testId="department-add" label="members.department.add" />
          )
        }
      />
      <RowFormModal
        id="department"
        editing={rows.editing}
        close={rows.close}
        titles={{ add: 'members.department.add', edit: 'members.department.edit' }}
        add={{ schema: departmentAddForm, fields: DEPARTMENT_ADD_FIELDS }}
        edit={{ schema: departmentUpdateForm, fields: DEPARTMENT_EDIT_FIELDS }}
        save={save}
      />
    </>
  );
}
