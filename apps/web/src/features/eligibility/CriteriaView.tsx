import { type Criteria, CRITERIA_FIELDS as KEYS } from '@arflow/domain/api/eligibility';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { CRITERIA_FIELDS } from './config.ts';

/** One side's criteria, read only (the other side's filter, or the effective criteria). */
export function CriteriaView({ criteria, testId }: { criteria: Criteria | null; testId: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!criteria) return <Typography.Text type="secondary">{t('eligibility.criteria.none')}</Typography.Text>;
  return (
    <Descriptions size="small" layout="vertical" column={{ xs: 1, sm: 2, lg: 3 }} data-testid={testId}>
      {KEYS.map((k) => {
        const v = criteria[k];
        const spec = CRITERIA_FIELDS[k];
        const shown =
          v === null
            ? '—'
            : spec.kind === 'money'
              ? f.vnd(v)
              : `${v} ${'suffix' in spec ? t(spec.suffix) : ''}`;
        return (
          <Descriptions.Item key={k} label={t(spec.label)}>
            {shown}
          </Descriptions.Item>
        );
      })}
    </Descriptions>
  );
}
