import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type HolidayForm, type HolidayItem, holidayForm } from '@arflow/domain/api/holidays';
import { Alert, Button, Flex, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { PageHeader } from '../../shared/widgets/PageHeader.tsx';
import { useCanEditHolidays, useDeleteHoliday, useHolidays, useSaveHoliday } from './api.ts';
import { BusinessDateCard } from './BusinessDateCard.tsx';

const FIELDS = {
  holiday_date: { label: 'holidays.fields.date', kind: 'date', span: 24 },
  name_vi: { label: 'holidays.fields.name_vi', span: 24, maxLength: 120 },
  name_en: { label: 'holidays.fields.name_en', span: 24, maxLength: 120 },
} as const satisfies FieldConfig<HolidayForm>;

/** Sunday first, as getUTCDay counts. */
const WEEKDAYS = [
  'holidays.weekdays.sun',
  'holidays.weekdays.mon',
  'holidays.weekdays.tue',
  'holidays.weekdays.wed',
  'holidays.weekdays.thu',
  'holidays.weekdays.fri',
  'holidays.weekdays.sat',
] as const satisfies readonly TextKey[];

function HolidayModal({ editing, onClose }: { editing: HolidayItem | 'new'; onClose: () => void }) {
  const id = editing === 'new' ? undefined : editing.id;
  const save = useSaveHoliday(id);
  return (
    <FormModal
      title={id ? 'holidays.edit' : 'holidays.add'}
      onClose={onClose}
      id="holiday"
      schema={holidayForm}
      fields={FIELDS}
      initial={editing === 'new' ? undefined : editing}
      submit={(body) => save.mutateAsync(body)}
      saving={save.isPending}
    />
  );
}

/**
 * /fun/internal/holidays: the public holidays of a year. Due dates falling on one of them (or on
 * a weekend) move to the next working day; working-day deadlines skip them.
 */
export default function HolidaysPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<HolidayItem | 'new' | null>(null);
  const list = useHolidays(year);
  const remove = useDeleteHoliday();
  const canEdit = useCanEditHolidays();
  const columns: Column<HolidayItem>[] = [
    { key: 'holiday_date', label: 'holidays.fields.date', kind: 'date' },
    {
      key: 'holiday_date',
      label: 'holidays.weekday',
      render: (date) => t(WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!),
    },
    {
      key: 'name_vi',
      label: 'holidays.fields.name',
      render: (vi, r) => (f.locale === 'en' ? r.name_en : vi),
    },
  ];

  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Flex vertical gap={16} data-testid="holidays-page">
      <PageHeader title={t('holidays.title')}>
        <Space wrap>
          <Select
            value={year}
            onChange={setYear}
            aria-label={t('holidays.year')}
            data-testid="holidays-year"
            options={[-1, 0, 1, 2].map((d) => ({ value: thisYear + d, label: String(thisYear + d) }))}
          />
          {canEdit && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="holiday-add"
            >
              {t('holidays.add')}
            </Button>
          )}
        </Space>
      </PageHeader>
      <BusinessDateCard />
      <Alert type="info" showIcon title={t('holidays.rule')} />
      <DetailTable<HolidayItem>
        rows={list}
        columns={columns}
        testId="holidays"
        size="middle"
        empty={t('holidays.empty')}
        actions={
          canEdit
            ? (r) => (
                <Space>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(r)}
                    aria-label={t('common.actions.edit')}
                    data-testid={`holiday-edit-${r.holiday_date}`}
                  />
                  <Popconfirm
                    title={t('holidays.deleteConfirm')}
                    onConfirm={() => remove.mutateAsync(r.id)}
                    okText={t('holidays.delete')}
                    cancelText={t('common.actions.cancel')}
                  >
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('holidays.delete')}
                      data-testid={`holiday-delete-${r.holiday_date}`}
                    />
                  </Popconfirm>
                </Space>
              )
            : undefined
        }
      />
      {editing && <HolidayModal editing={editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
