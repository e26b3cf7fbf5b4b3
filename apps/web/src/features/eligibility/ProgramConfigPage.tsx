import { Button, Card, Col, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useCriteria, useRights, useSaveCriteria, useSelectSupplier, useSynthesis } from './api.ts';
import { CriteriaCard, CriteriaFormCard, SynthesisCounts } from './CriteriaView.tsx';
import { EarlyRatesPanel } from './early-rates/EarlyRatesPanel.tsx';
import { SupplierTable } from './SupplierTable.tsx';

/**
 * /buy/program-config: the buyer's own programme — its eligibility filter beside the funder's,
 * its suppliers (picked or dropped) with the synthesis, and its early-interest-rate groups.
 */
export default function ProgramConfigPage() {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const criteria = useCriteria(null);
  const synthesis = useSynthesis(null);
  const save = useSaveCriteria(null);
  const select = useSelectSupplier();
  const { buyerWrite } = useRights();
  if (criteria.isError)
    return (
      <LoadError error={criteria.error} onRetry={() => void criteria.refetch()} testId="program-error" />
    );
  const data = criteria.data?.data;
  const s = synthesis.data?.data;
  const toggle = async (
    sup_id: number,
    selected: boolean,
    trading_frequency: number | null,
    trading_volume: number | null,
  ) => {
    try {
      await select.mutateAsync({ sup_id, selected, trading_frequency, trading_volume });
    } catch (error) {
      await dialog.error(error);
    }
  };
  const eligibility = (
    <Row gutter={[16, 16]}>
      <Col xs={24}>
        <CriteriaFormCard
          title="eligibility.criteria.own"
          id="buyer-criteria"
          loaded={!!data}
          criteria={data?.buyer ?? null}
          readOnly={!buyerWrite}
          save={save}
        />
      </Col>
      <Col xs={24}>
        <CriteriaCard title="eligibility.criteria.funder" criteria={data?.funder} testId="funder-criteria" />
      </Col>
      <Col xs={24}>
        <Card size="small" title={t('eligibility.synthesis')} loading={!s}>
          {s && (
            <>
              <SynthesisCounts counts={s} />
              <SupplierTable
                rows={s.suppliers}
                testId="own-suppliers"
                actions={
                  buyerWrite
                    ? (r) => (
                        <Button
                          size="small"
                          onClick={() =>
                            void toggle(r.sup_id, !r.selected, r.trading_frequency, r.trading_volume)
                          }
                        >
                          {t(r.selected ? 'eligibility.suppliers.unselect' : 'eligibility.suppliers.select')}
                        </Button>
                      )
                    : undefined
                }
              />
            </>
          )}
        </Card>
      </Col>
    </Row>
  );
  return (
    <div data-testid="program-config-page">
      <Typography.Title level={3}>{t('eligibility.programTitle')}</Typography.Title>
      <Tabs
        items={[
          { key: 'eligibility', label: t('eligibility.title'), children: eligibility },
          {
            key: 'rates',
            label: t('eligibility.rates.title'),
            // The buyer's own id comes with its setting (GET /buyer/credit/setting-eligibility).
            children: data ? <EarlyRatesPanel buyId={data.buy_id} /> : null,
          },
        ]}
      />
    </div>
  );
}
