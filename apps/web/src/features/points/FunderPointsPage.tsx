import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { pointSettingForm, type VoucherCategoryItem, voucherCategoryForm } from '@arflow/domain/api/points';
import {
  VOUCHER_REQUEST_STATUS_LABELS,
  VOUCHER_REQUEST_STATUSES,
} from '@arflow/domain/statuses/voucher-request';
import { Button, Card, Flex, Select, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { usePointSetting, usePointsRights, useSaveCategory, useSaveSetting } from './api.ts';
import { CATEGORY_FIELDS, POINT_LISTS, SETTING_FIELDS } from './lists.ts';
import { PointsTable } from './PointsTable.tsx';
import { RequestActions } from './RequestActions.tsx';

/** The setting in force and its history; a new one starts on a date of today or later. */
function SettingsTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const current = usePointSetting().data?.data;
  const save = useSaveSetting();
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('points.funder.current')} data-testid="points-current-setting">
        {current
          ? t('points.funder.rule', { amount: f.vnd(current.vnd_per_point) })
          : t('points.funder.noSetting')}
      </Card>
      {manage && (
        <Flex justify="end">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setOpen(true)}
            data-testid="points-setting-add"
          >
            {t('points.funder.newSetting')}
          </Button>
        </Flex>
      )}
      <PointsTable list={POINT_LISTS.settings} testId="points-settings" />
      <FormModal
        open={open}
        title="points.funder.newSetting"
        onClose={() => setOpen(false)}
        id="points-setting-form"
        schema={pointSettingForm}
        fields={SETTING_FIELDS}
        submit={save.mutateAsync}
        saving={save.isPending}
      />
    </Flex>
  );
}

/** The voucher catalogue, added to and edited in a dialog. */
function CategoriesTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<VoucherCategoryItem | 'new' | null>(null);
  const save = useSaveCategory(editing && editing !== 'new' ? editing.id : undefined);
  return (
    <Flex vertical gap={16}>
      {manage && (
        <Flex justify="end">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="points-category-add"
          >
            {t('points.funder.addCategory')}
          </Button>
        </Flex>
      )}
      <PointsTable
        list={POINT_LISTS.categories}
        testId="points-categories"
        initialSort={{ sort_column: 'points', sort_direction: 'ASC' }}
        actions={
          manage
            ? (row) => (
                <Button
                  size="small"
                  icon={<EditOutlined />}
                  onClick={() => setEditing(row)}
                  data-testid="points-category-edit"
                >
                  {t('points.funder.editCategory')}
                </Button>
              )
            : undefined
        }
      />
      <FormModal
        open={editing !== null}
        title={editing === 'new' ? 'points.funder.addCategory' : 'points.funder.editCategory'}
        onClose={() => setEditing(null)}
        id="points-category-form"
        schema={voucherCategoryForm}
        fields={CATEGORY_FIELDS}
        initial={editing && editing !== 'new' ? editing : undefined}
        defaults={{ active: true }}
        submit={save.mutateAsync}
        saving={save.isPending}
      />
    </Flex>
  );
}

/** Every buyer's requests, new ones first to answer, with the points the approved ones redeemed. */
function RequestsTab({ manage }: { manage: boolean }) {
  const { t } = useTranslation();
  const { locale } = useFormat();
  const [status, setStatus] = useState<string | undefined>('NEW');
  return (
    <Flex vertical gap={16}>
      <Select
        allowClear
        value={status}
        onChange={setStatus}
        style={{ width: 220 }}
        placeholder={t('points.funder.status')}
        aria-label={t('points.funder.status')}
        data-testid="points-requests-status"
        options={VOUCHER_REQUEST_STATUSES.map((s) => ({
          value: s,
          label: VOUCHER_REQUEST_STATUS_LABELS[s].label[locale],
        }))}
      />
      <PointsTable
        list={POINT_LISTS.requests}
        testId="points-requests"
        filters={{ status }}
        actions={manage ? (row) => <RequestActions row={row} /> : undefined}
        footer={(answer) => (
          <Typography.Text data-testid="points-total-redeemed">
            {t('points.funder.totalRedeemed', {
              points: (answer as { object: { total_redeemed_point: number } }).object.total_redeemed_point,
            })}
          </Typography.Text>
        )}
      />
    </Flex>
  );
}

/**
 * /fun/point: points and vouchers (spec §2 "points and vouchers"): the point settings, the
 * voucher categories, the buyers' requests answered through their transition table, and every
 * buyer's ledger.
 */
export default function FunderPointsPage() {
  const { t } = useTranslation();
  const { manage } = usePointsRights();
  return (
    <Flex vertical gap={16} data-testid="points-funder-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('points.funder.title')}
      </Typography.Title>
      <Tabs
        defaultActiveKey="requests"
        destroyOnHidden
        items={[
          {
            key: 'requests',
            label: t('points.funder.tabs.requests'),
            children: <RequestsTab manage={manage} />,
          },
          {
            key: 'categories',
            label: t('points.funder.tabs.categories'),
            children: <CategoriesTab manage={manage} />,
          },
          {
            key: 'settings',
            label: t('points.funder.tabs.settings'),
            children: <SettingsTab manage={manage} />,
          },
          {
            key: 'details',
            label: t('points.funder.tabs.details'),
            children: <PointsTable list={POINT_LISTS.details} testId="points-details" />,
          },
        ]}
      />
    </Flex>
  );
}
