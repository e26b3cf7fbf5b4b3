import { TeamOutlined } from '@ant-design/icons';
import { CRM_TEAM_COLUMNS, type CrmTeamItem } from '@arflow/domain/api/organisation';
import { Button, Form, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shared/hooks/useDebounced.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { type FilterField, keywordFilter } from '../../shared/list/filters.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { actionColumn } from '../../shared/list/row-actions.tsx';
import {
  type AssignKind,
  CRM_TEAM_LIST,
  type CrmTeamFilter,
  crmTeamRequest,
  useAssignCustomers,
  useCompanyChoices,
  useCrmTeam,
  useCrmTeamAll,
} from './api.ts';

const FILTERS = [keywordFilter('members')] as const satisfies readonly FilterField<CrmTeamFilter>[];

interface AssignValues {
  user_id?: number;
  kind: AssignKind;
  ent_ids: number[];
}

/** The dialog handing buyers or suppliers to one CRM user (one CRM in charge of each company). */
function AssignDialog({ user, onClose }: { user: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const [form] = Form.useForm<AssignValues>();
  const kind = Form.useWatch('kind', form) ?? 'buyers';
  const [search, setSearch] = useState('');
  const crms = useCrmTeamAll(true);
  const choices = useCompanyChoices(kind, useDebounced(search, 300));
  const assign = useAssignCustomers();

  const onFinish = async (values: AssignValues) => {
    if (values.user_id === undefined) return;
    try {
      const answer = await assign.mutateAsync({
        kind: values.kind,
        user_id: values.user_id,
        ent_ids: values.ent_ids,
      });
      await dialog.success(t('members.crm.assigned', { count: answer.data.assigned }));
      onClose();
    } catch (error) {
      await dialog.error(error);
    }
  };

  return (
    <Form<AssignValues>
      form={form}
      layout="vertical"
      initialValues={{ user_id: user, kind: 'buyers', ent_ids: [] }}
      onFinish={onFinish}
      data-testid="crm-assign-form"
    >
      <Form.Item
        name="user_id"
        label={t('members.crm.user')}
        rules={[{ required: true, message: t('members.crm.required') }]}
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={crms.isFetching}
          data-testid="crm-assign-user"
          options={(crms.data?.data ?? []).map((u) => ({
            value: u.user_id,
            label: u.group_name ? `${u.full_name} (${u.group_name})` : u.full_name,
          }))}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('members.crm.kind')}>
        <Radio.Group
          data-testid="crm-assign-kind"
          onChange={() => form.setFieldValue('ent_ids', [])}
          options={[
            { value: 'buyers', label: t('members.crm.buyers') },
            { value: 'suppliers', label: t('members.crm.suppliers') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="ent_ids"
        label={t('members.crm.companies')}
        rules={[{ required: true, type: 'array', min: 1, message: t('members.crm.required') }]}
      >
        <Select
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={choices.isFetching}
          options={choices.data ?? []}
          placeholder={t('members.crm.searchCompanies')}
          data-testid="crm-assign-companies"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={assign.isPending} data-testid="crm-assign-save">
        {t('members.crm.assign')}
      </Button>
    </Form>
  );
}

/**
 * The CRM team assignment (spec §7 "CA assignment and teams" /assigns/*): each CRM user with the
 * buyers and suppliers they are in charge of; the admins and a CRM senior (within their team, the
 * server's rule) hand companies to one of them.
 */
export function CrmAssignmentPanel({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  const _show = useText();
  const [assigning, setAssigning] = useState<{ user?: number } | null>(null);
  const columns: readonly Column<CrmTeamItem & { id: number }>[] = [
    ...columnsOf<CrmTeamItem & { id: number }>(CRM_TEAM_COLUMNS),
    ...actionColumn(canWrite, 'user_id', 'members.list.actions', (row: CrmTeamItem) => (
      <Button
        size="small"
        icon={<TeamOutlined />}
        onClick={() => setAssigning({ user: row.user_id })}
        data-testid="crm-assign-row"
      >
        {t('members.crm.assign')}
      </Button>
    )),
  ];
  return (
    <>
      <ListPage
        id="crm-team"
        title="members.crm.title"
        list={CRM_TEAM_LIST}
        filters={FILTERS}
        columns={columns}
        useRows={useCrmTeam}
        request={crmTeamRequest}
        actions={
          canWrite && (
            <Button
              type="primary"
              icon={<TeamOutlined />}
              onClick={() => setAssigning({})}
              data-testid="crm-assign"
            >
              {t('members.crm.assign')}
            </Button>
          )
        }
      />
      <Modal
        open={assigning !== null}
        title={t('members.crm.assignTitle')}
        footer={null}
        onCancel={() => setAssigning(null)}
        destroyOnHidden
      >
        {assigning && <AssignDialog user={assigning.user} onClose={() => setAssigning(null)} />}
      </Modal>
    </>
  );
}
