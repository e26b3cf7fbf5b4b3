import { type SavingsTransferForm, savingsTransferForm } from '@arflow/domain/api/savings';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormPage } from '../../shared/forms/FormPage.tsx';
import type { FieldConfig, FieldOption } from '../../shared/forms/SchemaForm.tsx';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { PACK_APIS } from './pack-api.ts';
import { useAllPacks, useDraftTransfer, useSources } from './transfer-api.ts';

const LIST = '/fun/tichluy/SourceTranfer';

/**
 * /fun/tichluy/AddSourceTranfer: a draft transfer between the sources and the packs (decision
 * 0117). Both sides choose from one list of every source (with its balance) and every pack; the
 * server checks the paying side's money, now and again when the transfer is confirmed.
 */
export default function AddTransferPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const sources = useSources();
  const packs = useAllPacks();
  const draft = useDraftTransfer();
  const canWrite = PACK_APIS.TERM.useCanWrite();
  // The labels are the user's language already (interpolated), the same text for both languages.
  const same = (text: string) => ({ vi: text, en: text });
  const sides: FieldOption[] = [
    ...(sources.data?.data ?? []).map((s) => ({
      value: `source:${s.id}`,
      label: same(
        t('savings.transfers.sourceSide', { code: s.code, name: s.name, balance: f.vnd(s.balance) }),
      ),
    })),
    ...(packs.data?.data ?? []).map((p) => ({
      value: `pack:${p.id}`,
      label: same(t('savings.transfers.packSide', { code: p.code, name: p.name })),
    })),
  ];
  const fields = {
    from: { label: 'savings.fields.from_side', kind: 'select', span: 24, options: sides },
    to: { label: 'savings.fields.to_side', kind: 'select', span: 24, options: sides },
    amount: { label: 'savings.fields.amount', kind: 'money', span: 12 },
    note: { label: 'savings.fields.note', kind: 'textarea', span: 24, maxLength: 500 },
  } as const satisfies FieldConfig<SavingsTransferForm>;
  return (
    <div>
      <Alert type="info" showIcon title={t('savings.addTransfer.hint')} style={{ marginBottom: 16 }} />
      <FormPage
        id="savings-transfer"
        title="savings.addTransfer.title"
        allowed={canWrite}
        back={{ to: LIST, label: 'savings.transfers.title' }}
        schema={savingsTransferForm}
        fields={fields}
        submit={draft.mutateAsync}
        saving={draft.isPending}
        submitLabel="savings.addTransfer.save"
        onSaved={() => navigate(LIST)}
        onCancel={() => navigate(LIST)}
      />
    </div>
  );
}
