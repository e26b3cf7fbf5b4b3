import { type SampleForm as SampleFormBody, type SampleItem, sampleForm } from '@arflow/domain/api/sample';
import { Button, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import { useZodForm } from '../../shared/forms/useZodForm.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';
import { CurrencyInput } from '../../shared/widgets/CurrencyInput.tsx';
import { DatePicker } from '../../shared/widgets/DatePicker.tsx';
import { useSaveSample } from './api.ts';

type Values = Partial<Record<keyof SampleFormBody, unknown>>;

const valuesOf = (s: SampleItem): Values => ({
  code: s.code,
  name: s.name,
  email: s.email,
  phone: s.phone,
  amount: s.amount,
  rate: s.rate,
  effective_date: s.effective_date,
  description: s.description ?? '',
});

export interface SampleFormProps {
  /** The sample being edited; none to add one. */
  sample?: SampleItem;
  readOnly?: boolean;
  onSaved?: (saved: SampleItem) => void;
  onCancel?: () => void;
}

/**
 * The one form of the sample module, for add and edit. Rules come from the domain schema
 * `sampleForm`, so the browser and the server give the same messages; a 422 answer puts the
 * server's field messages on the fields; the result shows the Success!/Error! dialog.
 */
export function SampleForm({ sample, readOnly = false, onSaved, onCancel }: SampleFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm<Values>();
  const { rule, parse, showServerErrors } = useZodForm(sampleForm, form);
  const save = useSaveSample(sample?.id);
  const dialog = useResultDialog();

  useEffect(() => {
    if (sample) form.setFieldsValue(valuesOf(sample));
  }, [form, sample]);

  const submit = async () => {
    const body = parse();
    if (!body) return;
    try {
      const { data } = await save.mutateAsync(body);
      await dialog.success();
      onSaved?.(data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
    }
  };

  const item = (name: keyof SampleFormBody, label: string, required: boolean) => ({
    name,
    label: t(label),
    required: required && !readOnly,
    rules: readOnly ? [] : rule(name),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={readOnly || save.isPending}
      className={readOnly ? 'form-readonly' : undefined}
      data-testid="sample-form"
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item {...item('code', 'sample.fields.code', true)}>
            <Input maxLength={20} data-testid="sample-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item {...item('name', 'sample.fields.name', true)}>
            <Input maxLength={120} data-testid="sample-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('email', 'sample.fields.email', true)}>
            <Input inputMode="email" autoComplete="email" data-testid="sample-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item {...item('phone', 'sample.fields.phone', true)}>
            <Input data-testid="sample-phone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('amount', 'sample.fields.amount', true)}>
            <CurrencyInput data-testid="sample-amount" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('rate', 'sample.fields.rate', true)} tooltip={t('sample.form.rateHint')}>
            <InputNumber<number>
              style={{ width: '100%' }}
              min={0}
              max={100}
              step={0.01}
              precision={2}
              decimalSeparator={locale === 'vi' ? ',' : '.'}
              suffix={t('sample.form.ratePerYear')}
              data-testid="sample-rate"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item {...item('effective_date', 'sample.fields.effectiveDate', true)}>
            <DatePicker data-testid="sample-effective-date" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item {...item('description', 'sample.fields.description', false)}>
            <Input.TextArea rows={3} maxLength={1000} showCount data-testid="sample-description" />
          </Form.Item>
        </Col>
      </Row>
      {!readOnly && (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="sample-save">
            {t('common.actions.save')}
          </Button>
          {onCancel && (
            <Button onClick={onCancel} data-testid="sample-cancel">
              {t('common.actions.cancel')}
            </Button>
          )}
        </Space>
      )}
    </Form>
  );
}
