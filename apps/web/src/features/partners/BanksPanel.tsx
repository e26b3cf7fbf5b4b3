import { PlusOutlined } from '@ant-design/icons';
import type { BankItem } from '@arflow/domain/api/companies';
import { Button, Card, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useCanWritePartners, usePartnerBanks, useSavePartnerBank } from './api.ts';
import { BANK_COLUMNS, BANK_FIELDS, bankEntry } from './config.tsx';

/**
 * A partner's bank accounts (spec §3 bank info; GET and POST /partner/{id}/bank): the list, and
 * for client editors adding an account or editing one (the designated one receives payments).
 */
export function BanksPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const banks = usePartnerBanks(id);
  const save = useSavePartnerBank(id);
  const canWrite = useCanWritePartners();
  const [editing, setEditing] = useState<BankItem | 'new' | null>(null);

  if (banks.isError) {
    return (
      <LoadError error={banks.error} onRetry={() => void banks.refetch()} testId="partner-banks-error" />
    );
  }
  return (
    <Card
      size="small"
      title={t('partners.banks.title')}
      data-testid="partner-banks"
      extra={
        canWrite && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="partner-bank-add">
            {t('partners.banks.add')}
          </Button>
        )
      }
    >
      <DetailTable<BankItem>
        rows={banks.data?.data ?? []}
        columns={BANK_COLUMNS}
        rowKey="id"
        testId="partner-bank"
        loading={banks.isFetching}
        empty={t('partners.banks.empty')}
        actions={
          canWrite
            ? (row) => (
                <Button type="link" onClick={() => setEditing(row)} data-testid="partner-bank-edit">
                  {t('common.actions.edit')}
                </Button>
              )
            : undefined
        }
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'partners.banks.add' : 'partners.banks.edit')}
        footer={null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={640}
      >
        {editing !== null && (
          <SchemaForm
            id="partner-bank"
            schema={bankEntry}
            fields={BANK_FIELDS}
            initial={editing === 'new' ? undefined : editing}
            defaults={{ side: 'COUNTERPARTY', designated: false }}
            submit={(body) => save.mutateAsync(editing === 'new' ? body : { ...body, id: editing.id })}
            saving={save.isPending}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </Card>
  );
}
