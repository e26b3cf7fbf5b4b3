import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { type BankForm, type BankItem, bankForm } from '@arflow/domain/api/companies';
import { Button, Flex, Modal, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldConfig, SchemaForm } from '../forms/SchemaForm.tsx';
import type { TextKey } from '../i18n-keys.ts';

export interface BankAccountsProps {
  banks: readonly BankItem[];
  loading?: boolean;
  /** The module's bank form config: its labels head the table's columns too. */
  fields: FieldConfig<BankForm>;
  texts: { add: TextKey; edit: TextKey; designated: TextKey; sides: Record<BankItem['side'], TextKey> };
  /** Absent for readers: no add or edit buttons. */
  save?: (body: BankForm) => Promise<unknown>;
  saving?: boolean;
  testId: string;
}

/**
 * A company's bank accounts with add and edit in a dialog. The server decides what may change
 * (an active supplier's designated account cannot: its 422 shows on the form and in Error!).
 */
export function BankAccounts({ banks, loading, fields, texts, save, saving, testId }: BankAccountsProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<BankItem | 'new' | null>(null);
  return (
    <div data-testid={`${testId}-banks`}>
      {save && (
        <Flex justify="end" style={{ marginBottom: 12 }}>
          <Button
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid={`${testId}-bank-add`}
          >
            {t(texts.add)}
          </Button>
        </Flex>
      )}
      <Table<BankItem>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={[...banks]}
        scroll={{ x: 'max-content' }}
        onRow={(row) =>
          ({
            'data-testid': `${testId}-bank-row`,
            'data-row-id': row.id,
          }) as React.HTMLAttributes<HTMLElement>
        }
        columns={[
          { key: 'bank_name', dataIndex: 'bank_name', title: t(fields.bank_name.label) },
          { key: 'bank_branch', dataIndex: 'bank_branch', title: t(fields.bank_branch.label) },
          {
            key: 'bank_account_number',
            dataIndex: 'bank_account_number',
            title: t(fields.bank_account_number.label),
          },
          { key: 'bank_holder_name', dataIndex: 'bank_holder_name', title: t(fields.bank_holder_name.label) },
          {
            key: 'side',
            dataIndex: 'side',
            title: t(fields.side.label),
            render: (s: BankItem['side']) => t(texts.sides[s]),
          },
          {
            key: 'designated',
            dataIndex: 'designated',
            title: t(fields.designated.label),
            render: (d: boolean) => (d ? <Tag color="blue">{t(texts.designated)}</Tag> : null),
          },
          ...(save
            ? [
                {
                  key: 'edit',
                  title: '',
                  render: (_: unknown, row: BankItem) => (
                    <Button
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setEditing(row)}
                      data-testid={`${testId}-bank-edit`}
                    >
                      {t(texts.edit)}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? texts.add : texts.edit)}
        footer={null}
        width={720}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        {editing !== null && save && (
          <SchemaForm
            id={`${testId}-bank`}
            schema={bankForm}
            fields={fields}
            initial={
              editing === 'new'
                ? {
                    id: undefined,
                    bank_name: '',
                    bank_branch: '',
                    bank_account_number: '',
                    bank_holder_name: '',
                    designated: false,
                    side: 'COUNTERPARTY',
                  }
                : editing
            }
            submit={save}
            saving={saving ?? false}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </div>
  );
}
