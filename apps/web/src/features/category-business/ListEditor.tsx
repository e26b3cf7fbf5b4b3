import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { translateMessage } from '@arflow/domain/validation';
import { Alert, Button, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error.ts';
import type { SchemaLike } from '../../shared/forms/zod-form.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useLocale } from '../../shared/locale/useLocale.ts';

export interface EditorColumn {
  name: string;
  label: string;
  kind: 'text' | 'number' | 'select';
  options?: { value: number; label: string }[];
  width?: number;
}

type Row = Record<string, unknown>;
type Path = (string | number)[];

/** 'bands.1.min' → ['bands', 1, 'min'] (the server's field path for a row's cell). */
const toPath = (key: string): Path => key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));

/**
 * A popup editing a whole list (rates, score items, rating bands), saved in one call. The rules
 * on the list are the domain schema's: checked in the browser on save, each message shown on its
 * row's cell (or above the list when it is about the whole list), and a 422 answer's field
 * messages placed the same way.
 */
export function ListEditor<Body>(props: {
  open: boolean;
  title: string;
  testId: string;
  list: string;
  columns: readonly EditorColumn[];
  rows: readonly Row[];
  newRow: Row;
  schema: SchemaLike<Body>;
  submit: (body: Body) => Promise<unknown>;
  onClose: () => void;
  footer?: (rows: Row[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const [form] = Form.useForm();
  const [listError, setListError] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const { list, testId } = props;
  const rows = (Form.useWatch(list, form) as Row[] | undefined) ?? [];

  const place = (entries: [Path, string[]][]) => {
    setListError(entries.filter(([p]) => p.length <= 1).flatMap(([, m]) => m));
    form.setFields(entries.filter(([p]) => p.length > 1).map(([name, errors]) => ({ name, errors })));
  };

  const save = async () => {
    const values = { [list]: (form.getFieldValue(list) as Row[] | undefined) ?? [] };
    // Clear the previous messages: the schema's answer is the whole truth.
    form.setFields(
      values[list]!.flatMap((_, i) => props.columns.map((c) => ({ name: [list, i, c.name], errors: [] }))),
    );
    const parsed = props.schema.safeParse(values);
    if (!parsed.success) {
      const byPath = new Map<string, [Path, string[]]>();
      for (const issue of parsed.error.issues) {
        const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
        const key = path.join('.');
        const entry = byPath.get(key) ?? [path, []];
        const text = translateMessage(issue.message, locale);
        if (!entry[1].includes(text)) entry[1].push(text);
        byPath.set(key, entry);
      }
      place([...byPath.values()]);
      return;
    }
    setListError([]);
    setSaving(true);
    try {
      await props.submit(parsed.data);
      await dialog.success();
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0) {
        place(Object.entries(error.fields).map(([k, m]): [Path, string[]] => [toPath(k), m]));
      } else await dialog.error(error);
    } finally {
      setSaving(false);
    }
  };

  const control = (c: EditorColumn, rowIndex: number) => {
    const id = `${testId}-${rowIndex}-${c.name}`;
    if (c.kind === 'select') return <Select options={c.options} data-testid={id} style={{ width: '100%' }} />;
    if (c.kind === 'number') {
      return (
        <InputNumber<number>
          style={{ width: '100%' }}
          step={0.01}
          decimalSeparator={locale === 'vi' ? ',' : '.'}
          data-testid={id}
        />
      );
    }
    return <Input data-testid={id} />;
  };

  return (
    <Modal
      open={props.open}
      title={props.title}
      width={760}
      onCancel={props.onClose}
      destroyOnHidden
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      onOk={() => void save()}
      okButtonProps={{ loading: saving, 'data-testid': `${testId}-save` } as never}
      data-testid={`${testId}-modal`}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ [list]: props.rows }}
        data-testid={`${testId}-form`}
      >
        {listError.length > 0 && (
          <Alert type="error" showIcon message={listError.join(' ')} data-testid={`${testId}-error`} />
        )}
        <Form.List name={list}>
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              <Flex gap={8}>
                {props.columns.map((c) => (
                  <strong key={c.name} style={{ flex: c.width ?? 1 }}>
                    {c.label}
                  </strong>
                ))}
                <span style={{ width: 32 }} />
              </Flex>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start" data-testid={`${testId}-row`}>
                  {props.columns.map((c) => (
                    <Form.Item
                      key={c.name}
                      name={[field.name, c.name]}
                      style={{ flex: c.width ?? 1, marginBottom: 8 }}
                    >
                      {control(c, field.name)}
                    </Form.Item>
                  ))}
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('categoryBusiness.editor.remove')}
                    onClick={() => remove(field.name)}
                    data-testid={`${testId}-${field.name}-remove`}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ ...props.newRow })}
                data-testid={`${testId}-add`}
              >
                {t('categoryBusiness.editor.addRow')}
              </Button>
              {props.footer?.(rows)}
            </Flex>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
