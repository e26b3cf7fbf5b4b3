import {
  type Criteria,
  type CriteriaForm,
  criteriaForm,
  CRITERIA_FIELDS as KEYS,
  type Synthesis,
} from '@arflow/domain/api/eligibility';
import { Card, Col, Descriptions, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import type { TextKey } from '../../shared/i18n-keys.ts';
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

/**
 * One side's own criteria as its form (funder on a buyer's page, buyer on its programme page),
 * read only without the right to write them; the card waits for the criteria.
 */
export function CriteriaFormCard(props: {
  title: TextKey;
  id: string;
  loaded: boolean;
  criteria: Criteria | null;
  readOnly: boolean;
  save: { mutateAsync: (body: CriteriaForm) => Promise<unknown>; isPending: boolean };
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(props.title)} loading={!props.loaded}>
      {props.loaded && (
        <SchemaForm
          id={props.id}
          schema={criteriaForm}
          fields={CRITERIA_FIELDS}
          initial={props.criteria ?? undefined}
          readOnly={props.readOnly}
          submit={(body) => props.save.mutateAsync(body)}
          saving={props.save.isPending}
        />
      )}
    </Card>
  );
}

/** The other side's or the effective criteria in a card that waits for them. */
export function CriteriaCard({
  title,
  criteria,
  testId,
}: {
  title: TextKey;
  /** Undefined while loading. */
  criteria: Criteria | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(title)} loading={criteria === undefined}>
      {criteria !== undefined && <CriteriaView criteria={criteria} testId={testId} />}
    </Card>
  );
}

const COUNT_LABELS = {
  total: 'eligibility.counts.total',
  eligible: 'eligibility.counts.eligible',
  ineligible: 'eligibility.counts.ineligible',
  blacklisted: 'eligibility.counts.blacklisted',
} as const satisfies Partial<Record<keyof Synthesis, TextKey>>;

/** The synthesis' four counts of the buyer's suppliers. */
export function SynthesisCounts({ counts }: { counts: Pick<Synthesis, keyof typeof COUNT_LABELS> }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16} style={{ marginBottom: 16 }}>
      {Object.entries(COUNT_LABELS).map(([k, label]) => (
        <Col span={6} key={k}>
          <Statistic title={t(label)} value={counts[k as keyof typeof COUNT_LABELS]} />
        </Col>
      ))}
    </Row>
  );
}
