import { BUSINESS_DATE_ACCESS } from '@arflow/domain/access/business-date';
import { type BusinessDateForm, businessDateForm } from '@arflow/domain/api/business-date';
import { allows } from '@arflow/domain/permissions';
import { Alert, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { type FieldConfig, SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useSession } from '../../shared/session/session.ts';
import { useBusinessDate, useMoveBusinessDate } from './api.ts';

const FIELDS = {
  business_date: { label: 'holidays.clock.moveTo', kind: 'date', span: 24 },
} as const satisfies FieldConfig<BusinessDateForm>;

/**
 * The business date every lifecycle rule runs on (maturity, overdue, bad debt, penal interest).
 * The master administrator may move it forward in a test or acceptance environment; each date in
 * between is closed in order, as the nightly job would have.
 */
export function BusinessDateCard() {
  const { t } = useTranslation();
  const f = useFormat();
  const info = useBusinessDate();
  const move = useMoveBusinessDate();
  const canMove = allows(BUSINESS_DATE_ACCESS.write, useSession().user);
  const [closed, setClosed] = useState<string[] | null>(null);

  if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
  const d = info.data?.data;
  return (
    <Card title={t('holidays.clock.title')} loading={info.isPending} data-testid="business-date-card">
      {d && (
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'b',
              label: t('holidays.clock.businessDate'),
              children: <span data-testid="business-date">{f.date(d.business_date)}</span>,
            },
            { key: 'r', label: t('holidays.clock.realDate'), children: f.date(d.real_date) },
            {
              key: 'l',
              label: t('holidays.clock.lastClosed'),
              children: d.last_closed ? f.date(d.last_closed) : '—',
            },
          ]}
        />
      )}
      {d && d.offset_days > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={t('holidays.clock.ahead', { count: d.offset_days })}
        />
      )}
      {closed && (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="business-date-closed"
          title={t('holidays.clock.closed', { count: closed.length })}
        />
      )}
      {canMove && d && (
        <div style={{ marginTop: 16, maxWidth: 360 }}>
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('holidays.clock.rule')} />
          <SchemaForm
            id="business-date"
            schema={businessDateForm}
            fields={FIELDS}
            initial={{ business_date: d.business_date }}
            submit={async (body) => {
              const res = await move.mutateAsync(body);
              setClosed(res.data.closed ?? []);
              return res;
            }}
            saving={move.isPending}
            submitLabel="holidays.clock.move"
          />
        </div>
      )}
    </Card>
  );
}
