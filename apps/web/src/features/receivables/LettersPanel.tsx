import { FileDoneOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Drawer, Flex, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/hooks/useFormat.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useSession } from '../../shared/session/session.ts';
import { useCanWriteReceivables, useCreateLetter, useReceivables, useTradingBuyers } from './api.ts';
import { LetterDetail } from './LetterDetail.tsx';
import { LettersTable } from './LettersTable.tsx';

const OPEN = ['AVAILABLE', 'UNCONDITIONAL', 'MATURITY'];

/** The supplier's debt-confirmation letters on /sup/trading: the list, a new letter, one letter. */
export function LettersPanel() {
  const { t } = useTranslation();
  const f = useFormat();
  const dialog = useResultDialog();
  const { user } = useSession();
  const canWrite = useCanWriteReceivables();
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [buyId, setBuyId] = useState<number | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [note, setNote] = useState('');
  const buyers = useTradingBuyers(creating);
  const ars = useReceivables(
    { buy_id: buyId ?? 0, page_size: 500, sort_column: 'maturity_date' },
    buyId !== null,
  );
  const create = useCreateLetter();
  const individual = user?.enterprise_code !== 'SUPPLIER';
  const openArs = (ars.data?.data ?? []).filter((r) => OPEN.includes(r.status));

  return (
    <Card
      title={t('receivables.letters.title')}
      style={{ marginTop: 24 }}
      data-testid="letters-panel"
      extra={
        canWrite && (
          <Button icon={<FileDoneOutlined />} onClick={() => setCreating(true)} data-testid="letters-create">
            {t('receivables.letters.create')}
          </Button>
        )
      }
    >
      <LettersTable
        path="/supplier/debt-confirmations"
        testId="letters"
        counterparty="buy_name"
        onOpen={(r) => setOpen(r.id)}
      />
      <Modal
        open={creating}
        title={t('receivables.letters.create')}
        width={760}
        okButtonProps={{ disabled: buyId === null || picked.length === 0, loading: create.isPending }}
        onCancel={() => setCreating(false)}
        onOk={async () => {
          try {
            await create.mutateAsync({ buy_id: buyId!, ar_ids: picked, note: note.trim() || null });
            setCreating(false);
            setPicked([]);
            await dialog.success(t('receivables.letters.created'));
          } catch (e) {
            await dialog.error(e);
          }
        }}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('receivables.letters.createHint')}</Typography.Text>
          <Select
            placeholder={t('receivables.fields.buy_id')}
            options={(buyers.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            value={buyId ?? undefined}
            onChange={(v) => {
              setBuyId(v);
              setPicked([]);
            }}
            data-testid="letters-buyer"
          />
          <Checkbox.Group value={picked} onChange={(v) => setPicked(v as number[])} data-testid="letters-ars">
            <Flex vertical gap={4}>
              {openArs.map((r) => (
                <Checkbox key={r.id} value={r.id}>
                  {r.inv_no} — {f.vnd(r.ar_amount)} — {f.date(r.maturity_date)}
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
          <Input.TextArea
            rows={2}
            maxLength={1000}
            placeholder={t('receivables.letters.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </Flex>
      </Modal>
      <Drawer open={open !== null} width={960} onClose={() => setOpen(null)} destroyOnHidden>
        {open !== null && <LetterDetail id={open} side="supplier" individual={individual} />}
      </Drawer>
    </Card>
  );
}
