import {
  CheckOutlined,
  CloseOutlined,
  EditOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { type BuyerProgramme, creditSetupForm } from '@arflow/domain/api/credit-buyer';
import { todayIn } from '@arflow/domain/dates';
import { Alert, Button, Card, Empty, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { WorkflowActions } from '../../shared/widgets/WorkflowActions.tsx';
import { useCanPropose, useDecideSetup, useProposalValues, useProposeSetup } from './api.ts';
import { SETUP_FIELDS } from './config.ts';
import { Headrooms } from './Headrooms.tsx';

/**
 * The buyer's programme: the limits in force with their headroom, the latest version's terms,
 * the decisions the server allows this user on it, and a new (or corrected) proposal.
 */
export function SetupPanel({ buyerId, programme }: { buyerId: number; programme: BuyerProgramme }) {
  const { t } = useTranslation();
  const canPropose = useCanPropose();
  const [mode, setMode] = useState<'view' | 'new' | 'correct'>('view');
  const values = useProposalValues(buyerId, mode !== 'view');
  const propose = useProposeSetup(buyerId);
  const decide = useDecideSetup();
  const schema = useMemo(() => creditSetupForm(todayIn()), []);
  const { latest, active, limits, actions } = programme;
  // A new version may start once nothing waits (no version yet, or the latest is in force).
  const canStart = canPropose && (!latest || latest.status === 'ACTIVATED');

  const editing = mode !== 'view';
  const initial = editing ? (values.data?.data ?? undefined) : (latest ?? undefined);
  return (
    <>
      <Headrooms limits={limits} testId="credit-headroom" />
      <Card
        size="small"
        title={
          latest && !editing
            ? t('creditBuyer.setup.version', { version: latest.version })
            : editing
              ? t(mode === 'new' ? 'creditBuyer.setup.newTitle' : 'creditBuyer.setup.correctTitle')
              : t('creditBuyer.setup.title')
        }
        extra={
          !editing && (
            <Space wrap>
              {canStart && (
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setMode('new')}
                  data-testid="credit-propose"
                >
                  {t('creditBuyer.setup.propose')}
                </Button>
              )}
              {latest && (
                <WorkflowActions
                  allowed={actions}
                  specs={{
                    setup: {
                      label: 'creditBuyer.setup.correct',
                      testId: 'credit-correct',
                      icon: <EditOutlined />,
                      run: () => setMode('correct'),
                    },
                    approve: {
                      label: 'creditBuyer.setup.approve',
                      testId: 'credit-approve',
                      icon: <CheckOutlined />,
                      confirm: { title: 'creditBuyer.setup.approveConfirm' },
                      run: () => decide.mutateAsync({ id: latest.id, decision: { action: 'approve' } }),
                      done: 'creditBuyer.setup.approved',
                      pending: decide.isPending,
                    },
                    reject: {
                      label: 'creditBuyer.setup.reject',
                      testId: 'credit-reject',
                      icon: <CloseOutlined />,
                      danger: true,
                      done: 'creditBuyer.setup.rejected',
                      reason: {
                        label: 'creditBuyer.setup.reason',
                        required: 'creditBuyer.setup.reasonRequired',
                        okText: 'creditBuyer.setup.reject',
                        submit: (reason) =>
                          decide.mutateAsync({ id: latest.id, decision: { action: 'reject', reason } }),
                      },
                    },
                    activate: {
                      label: 'creditBuyer.setup.activate',
                      testId: 'credit-activate',
                      icon: <PlayCircleOutlined />,
                      confirm: {
                        title: 'creditBuyer.setup.activateConfirm',
                        hint: 'creditBuyer.setup.activateHint',
                      },
                      run: () => decide.mutateAsync({ id: latest.id, decision: { action: 'activate' } }),
                      done: 'creditBuyer.setup.activated',
                      pending: decide.isPending,
                    },
                  }}
                />
              )}
            </Space>
          )
        }
      >
        {active && latest && active.id !== latest.id && !editing && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={t('creditBuyer.setup.inForce', { version: active.version })}
          />
        )}
        {!latest && !editing && (
          <Empty description={t('creditBuyer.setup.none')} data-testid="credit-setup-none" />
        )}
        {latest && !editing && (
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Typography.Text type="secondary">
              {t('creditBuyer.setup.proposedBy', { name: latest.proposed_by_name ?? '—' })}
            </Typography.Text>
          </Flex>
        )}
        {(latest || (editing && !values.isPending)) && (
          <SchemaForm
            key={`${mode}-${latest?.id ?? 0}-${values.dataUpdatedAt}`}
            id="credit-setup"
            schema={schema}
            fields={SETUP_FIELDS}
            initial={initial as never}
            readOnly={!editing}
            submit={async (body) =>
              (await propose.mutateAsync({ ...body, id: mode === 'correct' ? latest?.id : null })).data
            }
            saving={propose.isPending}
            onSaved={() => setMode('view')}
            onCancel={() => setMode('view')}
          />
        )}
      </Card>
    </>
  );
}
