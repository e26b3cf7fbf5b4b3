import { type SupplierScore, supplierScoreForm } from '@arflow/domain/api/category-business';
import { formatRate } from '@arflow/domain/money';
import { text } from '@arflow/domain/text';
import { translateMessage } from '@arflow/domain/validation';
import { Alert, Button, Flex, Form, InputNumber, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
import { useCanManage, useIndustries, useIndustry, useSaveScore, useSupplierScore } from './api.ts';

/**
 * Texts of the panel as domain texts: it is shown inside the suppliers module's page, whose
 * route does not load this module's namespace.
 */
const T = {
  title: text('Chấm điểm xếp hạng tín dụng', 'Credit rating score'),
  none: text('Nhà cung cấp chưa được chấm điểm.', 'The supplier has not been scored yet.'),
  score: text('Chấm điểm', 'Score'),
  industry: text('Ngành', 'Industry'),
  criterion: text('Tiêu chí', 'Criterion'),
  given: text('Giá trị / lựa chọn', 'Value / option'),
  points: text('Điểm', 'Score'),
  proportion: text('Tỷ trọng', 'Proportion'),
  weighted: text('Điểm × tỷ trọng', 'Score × proportion'),
  total: text('Tổng điểm', 'Total score'),
  band: text('Hạng', 'Rating'),
  noBand: text('không thuộc hạng nào', 'in no rating band'),
  unscored: text('Tiêu chí chưa có điểm (tính 0)', 'Criteria without a score (counted as 0)'),
  save: text('Lưu', 'Save'),
};

type ScoreLine = SupplierScore['lines'][number];

/** The scoring panel of a supplier's AssessmentItem view: the explained total, and scoring it. */
export function SupplierScorePanel({ supplierId }: { supplierId: number }) {
  const show = useText();
  const { locale } = useLocale();
  const num = (n: string | number) => formatRate(n, locale);
  const score = useSupplierScore(supplierId);
  const canManage = useCanManage();
  const [open, setOpen] = useState(false);
  const data = score.data?.data ?? null;
  const columns: Column<ScoreLine>[] = [
    { key: 'criterion', label: T.criterion },
    {
      key: 'value',
      label: T.given,
      render: (value, l) => [value === null ? null : num(value), l.item].filter(Boolean).join(' → '),
    },
    { key: 'score', label: T.points, render: (n) => num(n) },
    { key: 'proportion', label: T.proportion, render: (n) => `${num(n)}%` },
    { key: 'weighted', label: T.weighted, render: (n) => num(n) },
  ];

  return (
    <Flex vertical gap={8} data-testid="supplier-score">
      <Flex justify="space-between" align="center">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {show(T.title)}
        </Typography.Title>
        {canManage && (
          <Button onClick={() => setOpen(true)} data-testid="supplier-score-edit">
            {show(T.score)}
          </Button>
        )}
      </Flex>
      {!data ? (
        !score.isPending && <Typography.Text type="secondary">{show(T.none)}</Typography.Text>
      ) : (
        <>
          <Alert
            type="info"
            data-testid="supplier-score-total"
            message={`${show(T.industry)}: ${data.industry} · ${show(T.total)}: ${num(data.total)} · ${show(T.band)}: ${data.band ?? show(T.noBand)}`}
            description={
              data.unscored.length > 0 ? `${show(T.unscored)}: ${data.unscored.length}` : undefined
            }
          />
          <DetailTable<ScoreLine>
            rows={data.lines}
            columns={columns}
            rowKey="criterion_id"
            testId="supplier-score"
          />
        </>
      )}
      {open && <ScoreModal supplierId={supplierId} current={data} onClose={() => setOpen(false)} />}
    </Flex>
  );
}

function ScoreModal({
  supplierId,
  current,
  onClose,
}: {
  supplierId: number;
  current: SupplierScore | null;
  onClose: () => void;
}) {
  const show = useText();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const industries = useIndustries();
  const [industryId, setIndustryId] = useState<number | undefined>(current?.industry_id);
  const industry = useIndustry(industryId ?? 0);
  const save = useSaveScore(supplierId);
  const [form] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const given = new Map(
    (current?.industry_id === industryId ? current?.inputs : [])?.map((i) => [i.criterion_id, i]),
  );

  const submit = async () => {
    const criteria = industry.data?.data.criteria ?? [];
    const values = form.getFieldsValue() as Record<string, number | null | undefined>;
    const body = {
      industry_id: industryId,
      inputs: criteria.map((c) =>
        c.kind === 'QUALITATIVE'
          ? { criterion_id: c.id, item_id: values[`c${c.id}`] ?? null }
          : { criterion_id: c.id, value: values[`c${c.id}`] ?? null },
      ),
    };
    const parsed = supplierScoreForm.safeParse(body);
    if (!parsed.success) {
      setError(translateMessage(parsed.error.issues[0]!.message, locale));
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      await dialog.success();
      onClose();
    } catch (e) {
      await dialog.error(e);
    }
  };

  return (
    <Modal
      open
      title={show(T.score)}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={show(T.save)}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {error && <Alert type="error" message={error} />}
        <Select
          placeholder={show(T.industry)}
          value={industryId}
          onChange={(v: number) => setIndustryId(v)}
          options={(industries.data?.data ?? []).map((i) => ({ value: i.id, label: i.name }))}
          data-testid="score-industry"
        />
        {industry.data && (
          <Form form={form} layout="vertical" key={industryId}>
            {industry.data.data.criteria.map((c) => (
              <Form.Item
                key={c.id}
                name={`c${c.id}`}
                label={`${c.name} (${formatRate(c.proportion, locale)}%)`}
                initialValue={
                  c.kind === 'QUALITATIVE'
                    ? (given.get(c.id)?.item_id ?? undefined)
                    : (given.get(c.id)?.value ?? undefined)
                }
              >
                {c.kind === 'QUALITATIVE' ? (
                  <Select allowClear options={c.items.map((i) => ({ value: i.id, label: i.name }))} />
                ) : (
                  <InputNumber<number>
                    style={{ width: '100%' }}
                    addonAfter={c.unit ?? undefined}
                    decimalSeparator={locale === 'vi' ? ',' : '.'}
                  />
                )}
              </Form.Item>
            ))}
          </Form>
        )}
      </Flex>
    </Modal>
  );
}
