import { SearchOutlined } from '@ant-design/icons';
import type { Text } from '@arflow/domain/text';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../hooks/useText.ts';
import type { TextKey } from '../i18n-keys.ts';
import { LazyDatePicker as DatePicker } from '../widgets/LazyDatePicker.tsx';
import { type FilterField, filterNames } from './filters.ts';

type Values<F extends string> = Partial<Record<F, string>>;

/** A date range's two pickers: its first and last day. */
const RANGE_ENDS = [
  ['from', 'common.list.from'],
  ['to', 'common.list.to'],
] as const satisfies readonly (readonly ['from' | 'to', TextKey])[];

export interface ListFiltersProps<F extends string> {
  fields: readonly FilterField<F>[];
  value: Values<F>;
  onSearch: (values: Partial<Record<F, string | undefined>>) => void;
  onReset: () => void;
  testId: string;
}

/** A list's filters from its config; applied on search so typing does not reload the list. */
export function ListFilters<F extends string>({
  fields,
  value,
  onSearch,
  onReset,
  testId,
}: ListFiltersProps<F>) {
  const { t } = useTranslation();
  const show = useText();
  const label = (l: TextKey | Text) => (typeof l === 'string' ? t(l) : show(l));
  const [form] = Form.useForm<Values<F>>();
  const names = fields.flatMap(filterNames);

  // Back/forward in the browser changes the URL: show its filters.
  const shown = JSON.stringify(names.map((n) => value[n] ?? null));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` is the filter values' identity
  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(names.map((n) => [n, value[n] ?? undefined])) as Values<F>);
  }, [form, shown]);

  const id = (name: string) => `${testId}-filter-${name.replace(/_/g, '-')}`;

  return (
    <Form
      form={form}
      layout="inline"
      className="list-filters"
      onFinish={(v: Values<F>) =>
        onSearch(Object.fromEntries(names.map((n) => [n, v[n] ?? undefined])) as Values<F>)
      }
      style={{ marginBottom: 16, rowGap: 8 }}
      data-testid={`${testId}-filters`}
    >
      {fields.map((field) => {
        switch (field.kind) {
          case 'text':
            return (
              <Form.Item key={field.name} name={field.name as string} label={label(field.label)}>
                <Input
                  allowClear
                  placeholder={field.placeholder && t(field.placeholder)}
                  style={{ width: 260 }}
                  data-testid={id(field.name)}
                />
              </Form.Item>
            );
          case 'select':
          case 'status':
            return (
              <Form.Item key={field.name} name={field.name as string} label={label(field.label)}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('common.list.all')}
                  style={{ width: 200 }}
                  data-testid={id(field.name)}
                  options={
                    field.kind === 'status'
                      ? Object.entries(field.statuses).map(([code, s]) => ({
                          value: code,
                          label: show(s.label),
                        }))
                      : field.options.map((o) => ({
                          value: o.value,
                          label: typeof o.label === 'string' ? t(o.label) : show(o.label),
                        }))
                  }
                />
              </Form.Item>
            );
          case 'dateRange':
            return (
              <Form.Item key={field.from} label={label(field.label)}>
                <Space.Compact>
                  {RANGE_ENDS.map(([end, placeholder]) => (
                    <Form.Item key={end} name={field[end] as string} noStyle>
                      <DatePicker
                        placeholder={t(placeholder)}
                        style={{ width: 150 }}
                        data-testid={id(field[end])}
                      />
                    </Form.Item>
                  ))}
                </Space.Compact>
              </Form.Item>
            );
          default:
            return null;
        }
      })}
      <Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SearchOutlined />}
          data-testid={`${testId}-filter-search`}
        >
          {t('common.actions.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset} data-testid={`${testId}-filter-reset`}>
          {t('common.actions.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
