import { SUPPLIER_ELIGIBILITY, type SupplierEligibility } from '@arflow/domain/api/eligibility';
import { Button, Card, Col, Input, Row, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import NotFoundPage from '../../app/pages/NotFoundPage.tsx';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { BuyerCreditLinks } from '../../shared/widgets/BuyerCreditLinks.tsx';
import {
  useBlacklist,
  useCriteria,
  useRights,
  useSaveCriteria,
  useSupplierList,
  useSynthesis,
} from './api.ts';
import { CriteriaCard, CriteriaFormCard, SynthesisCounts } from './CriteriaView.tsx';
import { LIST_LABELS } from './config.ts';
import { SupplierTable } from './SupplierTable.tsx';

function SupplierList({ buyId, status }: { buyId: number; status: SupplierEligibility }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const { funderWrite } = useRights();
  const blacklist = useBlacklist(buyId);
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const list = useSupplierList(buyId, status, page, keyword);
  const toggle = async (sup_id: number, blacklisted: boolean) => {
    const reason = blacklisted ? window.prompt(t('eligibility.suppliers.blacklistReason')) : null;
    if (blacklisted && !reason) return;
    try {
      await blacklist.mutateAsync({ sup_id, blacklisted, reason });
    } catch (error) {
      await dialog.error(error);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Input.Search
        allowClear
        placeholder={t('eligibility.suppliers.search')}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ maxWidth: 360 }}
      />
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} testId={`list-${status}-error`} />
      ) : (
        <SupplierTable
          rows={list.data?.data ?? []}
          loading={list.isPending}
          testId={`suppliers-${status.toLowerCase()}`}
          pagination={{ current: page, total: list.data?.page_info.total_record ?? 0, onChange: setPage }}
          actions={
            funderWrite
              ? (r) => (
                  <Button
                    size="small"
                    danger={!r.blacklisted}
                    onClick={() => void toggle(r.sup_id, !r.blacklisted)}
                  >
                    {t(
                      r.blacklisted ? 'eligibility.suppliers.unblacklist' : 'eligibility.suppliers.blacklist',
                    )}
                  </Button>
                )
              : undefined
          }
        />
      )}
    </Space>
  );
}

/** /fun/buyer/credit/:id/eligibility: the funder's criteria for a buyer, the buyer's own, the synthesis and the three lists. */
export default function EligibilityPage() {
  const { t } = useTranslation();
  const buyId = Number(useParams().id);
  const valid = Number.isSafeInteger(buyId) && buyId > 0;
  const criteria = useCriteria(valid ? buyId : -1);
  const synthesis = useSynthesis(valid ? buyId : -1);
  const save = useSaveCriteria(buyId);
  const { funderWrite } = useRights();
  if (!valid) return <NotFoundPage />;
  if (criteria.isError)
    return (
      <LoadError error={criteria.error} onRetry={() => void criteria.refetch()} testId="eligibility-error" />
    );
  const data = criteria.data?.data;
  const s = synthesis.data?.data;
  return (
    <div data-testid="eligibility-page">
      <Typography.Title level={3}>
        {t('eligibility.title')}
        {data ? ` · ${data.buyer_name}` : ''}
      </Typography.Title>
      <BuyerCreditLinks buyerId={buyId} />
      <Row gutter={[16, 16]}>
        <Col xs={24}>
          <CriteriaFormCard
            title="eligibility.criteria.funder"
            id="funder-criteria"
            loaded={!!data}
            criteria={data?.funder ?? null}
            readOnly={!funderWrite}
            save={save}
          />
        </Col>
        <Col xs={24} md={12}>
          <CriteriaCard title="eligibility.criteria.buyer" criteria={data?.buyer} testId="buyer-criteria" />
        </Col>
        <Col xs={24} md={12}>
          <CriteriaCard
            title="eligibility.criteria.effective"
            criteria={data?.effective}
            testId="effective-criteria"
          />
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('eligibility.synthesis')} loading={!s}>
            {s && <SynthesisCounts counts={s} />}
          </Card>
        </Col>
        <Col xs={24}>
          <Tabs
            items={SUPPLIER_ELIGIBILITY.map((status) => ({
              key: status,
              label: t(LIST_LABELS[status]),
              children: <SupplierList buyId={buyId} status={status} />,
            }))}
          />
        </Col>
      </Row>
    </div>
  );
}
