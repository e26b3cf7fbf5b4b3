import { PlusOutlined } from '@ant-design/icons';
import { CA_ASSIGNED_COLUMNS, CA_COLUMNS, type CaUserItem } from '@arflow/domain/api/organisation';
import { Button, Switch, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { type Column, columnsOf } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { actionColumn } from '../../shared/list/row-actions.tsx';
import {
  CA_LIST,
  caRequest,
  useAddCaUsers,
  useCaAssigned,
  useCaNotAssigned,
  useMemberRights,
  useSetCaActive,
} from './api.ts';

const FILTERS = [
  {
    kind: 'text',
    name: 'keyword',
    label: 'members.list.keyword',
    placeholder: 'members.list.keywordPlaceholder',
  },
] as const;

/**
 * /fun/part/ca-user: the credit-appraisal pool. "Not assigned" lists active CA users outside it
 * (select and add); "Assigned" the pool, each entry switched on or off (receives appraisals).
 */
export default function CaUserPage() {
  const { t } = useTranslation();
  const _show = useText();
  const dialog = useResultDialog();
  const { caWrite } = useMemberRights();
  const add = useAddCaUsers();
  const setActive = useSetCaActive();
  const [selected, setSelected] = useState<number[]>([]);
  const [params, setParams] = useSearchParams();
  const assigned = params.get('tab') === 'assigned';
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await dialog.success();
    } catch (error) {
      await dialog.error(error);
    }
  };

  const notAssignedColumns: readonly Column<CaUserItem>[] = [
    ...actionColumn(caWrite, 'user_id', 'members.ca.select', (row: CaUserItem) => (
      <input
        type="checkbox"
        aria-label={row.full_name}
        checked={selected.includes(row.user_id)}
        onChange={(e) =>
          setSelected((s) => (e.target.checked ? [...s, row.user_id] : s.filter((x) => x !== row.user_id)))
        }
        data-testid="ca-select"
      />
    )),
    ...columnsOf<CaUserItem>(CA_COLUMNS),
  ];
  const assignedColumns = columnsOf<CaUserItem>(CA_ASSIGNED_COLUMNS, {
    active: {
      render: (on, row) => (
        <Switch
          checked={on === true}
          disabled={!caWrite}
          onChange={(next) => void run(() => setActive.mutateAsync({ id: row.id, active: next }))}
          aria-label={t('members.ca.active')}
          data-testid="ca-toggle"
        />
      ),
    },
  });

  return (
    <Tabs
      activeKey={assigned ? 'assigned' : 'not-assigned'}
      onChange={(key) => setParams(key === 'assigned' ? { tab: 'assigned' } : {})}
      items={[
        {
          key: 'not-assigned',
          label: t('members.ca.notAssigned'),
          children: (
            <ListPage
              id="ca-not-assigned"
              title="members.ca.title"
              list={CA_LIST}
              filters={FILTERS}
              columns={notAssignedColumns}
              useRows={useCaNotAssigned}
              request={caRequest(false)}
              actions={
                caWrite && (
                  <Button
                    type="primary"
                    icon={<PlusOutlined />}
                    disabled={selected.length === 0}
                    loading={add.isPending}
                    onClick={() =>
                      void run(() => add.mutateAsync({ user_ids: selected }).then(() => setSelected([])))
                    }
                    data-testid="ca-add"
                  >
                    {t('members.ca.add', { count: selected.length })}
                  </Button>
                )
              }
            />
          ),
        },
        {
          key: 'assigned',
          label: t('members.ca.assigned'),
          children: (
            <ListPage
              id="ca-assigned"
              title="members.ca.title"
              list={CA_LIST}
              filters={FILTERS}
              columns={assignedColumns}
              useRows={useCaAssigned}
              request={caRequest(true)}
            />
          ),
        },
      ]}
    />
  );
}
