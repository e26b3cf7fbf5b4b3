import { Button, Card, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useFundingPartners, useSelectPartner } from './api.ts';

/** /fun/transactions/internal/{id}#funding-partner-selection: who funds the transaction. */
export function PartnerPanel({ id, canSelect }: { id: number; canSelect: boolean }) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const partners = useFundingPartners(id, true);
  const select = useSelectPartner(id);
  const [choice, setChoice] = useState<number | undefined>();
  const selected = partners.data?.selected;
  return (
    <Card
      size="small"
      title={t('funderTransactions.partner.title')}
      id="funding-partner-selection"
      data-testid="funding-partner"
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {selected
            ? t('funderTransactions.partner.selected', { name: selected.partner_name })
            : t('funderTransactions.partner.none')}
        </Typography.Text>
        {canSelect && (
          <Space.Compact style={{ width: '100%' }}>
            <Select
              style={{ flex: 1 }}
              placeholder={t('funderTransactions.partner.choose')}
              value={choice}
              onChange={setChoice}
              options={(partners.data?.data ?? []).map((p) => ({
                value: p.id,
                label: `${p.code} — ${p.name}`,
              }))}
              data-testid="funding-partner-select"
            />
            <Button
              type="primary"
              disabled={!choice}
              loading={select.isPending}
              onClick={() => choice && select.mutateAsync(choice).catch((e) => dialog.error(e))}
              data-testid="funding-partner-save"
            >
              {t('funderTransactions.partner.save')}
            </Button>
          </Space.Compact>
        )}
      </Space>
    </Card>
  );
}
