import type { PartnerHome } from '@arflow/domain/api/home';
import { addDays, compareIso } from '@arflow/domain/dates';
import { formatMoney } from '@arflow/domain/format';
import { weekOf } from '@arflow/domain/home';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../shared/locale/useLocale.ts';

const WEEKDAYS = [
  'home.partner.weekdays.mon',
  'home.partner.weekdays.tue',
  'home.partner.weekdays.wed',
  'home.partner.weekdays.thu',
  'home.partner.weekdays.fri',
  'home.partner.weekdays.sat',
  'home.partner.weekdays.sun',
] as const;

/**
 * The expected payments as a calendar, Monday first: the week, or the month in whole weeks
 * (days outside it greyed, today outlined). Each day shows the receivables falling due and what
 * is unpaid. A period with nothing due says so under the grid, which alone would read as not loaded.
 */
export function PaymentCalendar(props: { home: PartnerHome; range: { from: string; to: string } }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { from, to } = props.range;
  const byDate = new Map(props.home.schedule.map((d) => [d.date, d]));
  const days: string[] = [];
  for (let d = weekOf(from).from; compareIso(d, to) <= 0 || days.length % 7 !== 0; d = addDays(d, 1))
    days.push(d);
  const anyDue = days.some((d) => compareIso(d, from) >= 0 && compareIso(d, to) <= 0 && byDate.has(d));
  return (
    <>
      <div
        data-testid="partner-calendar"
        style={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 }}
      >
        {WEEKDAYS.map((w) => (
          <Typography.Text key={w} strong style={{ textAlign: 'center' }}>
            {t(w)}
          </Typography.Text>
        ))}
        {days.map((d) => {
          const inside = compareIso(d, from) >= 0 && compareIso(d, to) <= 0;
          const due = inside ? byDate.get(d) : undefined;
          return (
            <div
              key={d}
              data-testid={due ? `partner-day-${d}` : undefined}
              style={{
                minHeight: 64,
                padding: 4,
                border: d === props.home.today ? '1px solid #1677ff' : '1px solid rgba(0,0,0,0.06)',
                borderRadius: 4,
                opacity: inside ? 1 : 0.35,
                background: due && due.unpaid > 0 ? 'rgba(250,173,20,0.12)' : undefined,
              }}
            >
              <Typography.Text type="secondary">{Number(d.slice(8))}</Typography.Text>
              {due && (
                <div style={{ fontSize: 12 }}>
                  <div>{t('home.partner.dueCount', { count: due.count })}</div>
                  <div>{formatMoney(due.amount, locale)}</div>
                  {due.unpaid > 0 && (
                    <Typography.Text type="warning" style={{ fontSize: 12 }}>
                      {t('home.partner.unpaidShort')}: {formatMoney(due.unpaid, locale)}
                    </Typography.Text>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {!anyDue && (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: '12px 0 0' }}
          data-testid="partner-schedule-empty"
        >
          {t('home.partner.scheduleEmpty')}
        </Typography.Paragraph>
      )}
    </>
  );
}
