import { creditSetupForm } from '@arflow/domain/api/credit-buyer';
import { BUYER_CREDIT_SETUP_STATUS_LABELS } from '@arflow/domain/statuses/credit';
import { Alert, Button, Card, Empty, Radio, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { StatusTag } from '../../shared/widgets/StatusTag.tsx';
import { useConfirmStructure, useOwnProgramme } from './api.ts';
import { SETUP_FIELDS } from './config.ts';
import { Headrooms } from './Headrooms.tsx';

const viewSchema = creditSetupForm();

/**
 * /buy/transaction-structure-confirmation: the buyer's programme in force (its terms and live
 * headroom) and the confirmation of its transaction structure, model 1 or 2.
 */
export default function StructureConfirmationPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const own = useOwnProgramme();
  const confirm = useConfirmStructure();
  const [model, setModel] = useState<1 | 2 | null>(null);

  if (own.isPending) return <Spin data-testid="own-credit-loading" />;
  if (own.isError)
    return <LoadError error={own.error} onRetry={() => void own.refetch()} testId="own-credit-error" />;
  const { data, limits } = own.data;
  const chosen = model ?? (data?.transaction_structure as 1 | 2 | undefined) ?? 1;
  const submit = async () => {
    if (!data) return;
    try {
      await confirm.mutateAsync({ id: data.id, transaction_structure: chosen });
      await dialog.success(t('creditBuyer.own.confirmed'));
    } catch (e) {
      await dialog.error(e);
    }
  };
  return (
    <div data-testid="own-credit-page">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('creditBuyer.own.title')}
      </Typography.Title>
      {!data ? (
        <Empty description={t('creditBuyer.own.none')} data-testid="own-credit-none" />
      ) : (
        <>
          <Headrooms limits={limits} testId="own-headroom" />
          <Card size="small" title={t('creditBuyer.own.structure')} style={{ marginBottom: 16 }}>
            {data.structure_confirmed_at ? (
              <Alert
                type="success"
                showIcon
                data-testid="own-structure-confirmed"
                message={t('creditBuyer.own.confirmedOn', {
                  model: data.transaction_structure,
                  date: f.dateTime(data.structure_confirmed_at),
                })}
              />
            ) : (
              <Space direction="vertical">
                <Typography.Text>{t('creditBuyer.own.structureHint')}</Typography.Text>
                <Radio.Group
                  value={chosen}
                  onChange={(e) => setModel(e.target.value)}
                  data-testid="own-structure"
                >
                  <Radio value={1}>{t('creditBuyer.own.model1')}</Radio>
                  <Radio value={2}>{t('creditBuyer.own.model2')}</Radio>
                </Radio.Group>
                <Button
                  type="primary"
                  onClick={() => void submit()}
                  loading={confirm.isPending}
                  data-testid="own-structure-confirm"
                >
                  {t('creditBuyer.own.confirm')}
                </Button>
              </Space>
            )}
          </Card>
          <Card
            size="small"
            title={
              <Space>
                {t('creditBuyer.setup.version', { version: data.version })}
                <StatusTag status={BUYER_CREDIT_SETUP_STATUS_LABELS[data.status]} code={data.status} />
              </Space>
            }
          >
            <SchemaForm
              id="own-credit"
              schema={viewSchema}
              fields={SETUP_FIELDS}
              initial={data}
              readOnly
              submit={async () => data}
              saving={false}
            />
          </Card>
        </>
      )}
    </div>
  );
}
