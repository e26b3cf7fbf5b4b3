import { SearchOutlined } from '@ant-design/icons';
import { SAMPLE_STATUS_LABELS, SAMPLE_STATUSES } from '@arflow/domain/statuses/sample';
import { Button, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useText } from '../../shared/hooks/useText.ts';
import type { SampleFilter } from './api.ts';

type Values = Partial<Record<SampleFilter, string>>;

export interface SampleFiltersProps {
  value: Values;
  onSearch: (values: Values) => void;
  onReset: () => void;
}

/** Keyword and status filter; applied on search so typing does not reload the list. */
export function SampleFilters({ value, onSearch, onReset }: SampleFiltersProps) {
  const { t } = useTranslation();
  const show = useText();
  const [form] = Form.useForm<Values>();

  // Back/forward in the browser changes the URL: show its filters.
  useEffect(() => {
    form.setFieldsValue({ keyword: value.keyword ?? '', status: value.status });
  }, [form, value.keyword, value.status]);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(v) => onSearch({ keyword: v.keyword, status: v.status })}
      style={{ marginBottom: 16, rowGap: 8 }}
      data-testid="sample-filters"
    >
      <Form.Item name="keyword" label={t('sample.list.keyword')}>
        <Input
          allowClear
          placeholder={t('sample.list.keywordPlaceholder')}
          style={{ width: 260 }}
          data-testid="sample-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="status" label={t('sample.list.status')}>
        <Select
          allowClear
          placeholder={t('sample.list.allStatuses')}
          style={{ width: 200 }}
          data-testid="sample-filter-status"
          options={SAMPLE_STATUSES.map((s) => ({ value: s, label: show(SAMPLE_STATUS_LABELS[s].label) }))}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="sample-filter-search">
          {t('common.actions.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button onClick={onReset} data-testid="sample-filter-reset">
          {t('common.actions.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
