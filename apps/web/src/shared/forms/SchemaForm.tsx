import { pick, type Text } from '@arflow/domain/text';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Switch } from 'antd';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { useResultDialog } from '../hooks/useResultDialog.tsx';
import type { TextKey } from '../i18n-keys.ts';
import { useLocale } from '../locale/useLocale.ts';
import { CurrencyInput } from '../widgets/CurrencyInput.tsx';
import { DatePicker } from '../widgets/DatePicker.tsx';
import { useZodForm } from './useZodForm.ts';
import { fieldErrors, type SchemaLike } from './zod-form.ts';

export type FieldKind =
  | 'text'
  | 'email'
  | 'textarea'
  | 'money'
  | 'rate'
  | 'date'
  | 'number'
  | 'integer'
  | 'select'
  | 'checkbox'
  /** A yes/no field. */
  | 'switch'
  /** Sent with the form but not shown (the record's id in an update body). */
  | 'hidden';

/** A choice of a select field: a module text key, or a domain text ({vi, en}). */
export interface FieldOption {
  value: string | number;
  label: TextKey | Text;
}

/** What a field drawn by the module (`FieldSpec.render`) gets: antd's value and onChange, its test id. */
export interface BoundInput {
  value?: unknown;
  onChange?: (value: unknown) => void;
  testId: string;
}

export interface FieldSpec {
  label: TextKey;
  kind?: FieldKind;
  /** Width in the 24-column grid from md up (full width on phones); default 12. */
  span?: number;
  maxLength?: number;
  hint?: TextKey;
  /** Unit after the value ('%/năm'). */
  suffix?: TextKey;
  /** The choices of a `select` field. */
  options?: readonly FieldOption[];
  /** A field no kind fits (a list of weekdays…): the module draws it from antd's value/onChange. */
  render?: (bound: BoundInput) => ReactNode;
  /** A `checkbox`'s text beside the box. */
  text?: TextKey;
  /** Shown only when adding (a choice made once, e.g. the combined account); kept off edits. */
  addOnly?: boolean;
}

/** One entry per field of the request schema, no more and no fewer: drift is a type error. */
export type FieldConfig<Body> = { readonly [K in keyof Body]-?: FieldSpec };

export interface SchemaFormProps<Body, Saved> {
  /** The domain request schema: the same rules and messages as the server. */
  schema: SchemaLike<Body>;
  fields: FieldConfig<Body>;
  /** Test id prefix: `<id>-form`, `<id>-<field>`, `<id>-save`, `<id>-cancel`. */
  id: string;
  /** The record being edited: it must carry every field of the form. */
  initial?: Record<keyof Body, unknown>;
  /** Starting values of an add form (a choice preset by the page that links here). */
  defaults?: Partial<Record<keyof Body, unknown>>;
  readOnly?: boolean;
  submit: (body: Body) => Promise<Saved>;
  saving: boolean;
  onSaved?: (saved: Saved) => void;
  onCancel?: () => void;
  /** The submit button's text when it is not "Save" (e.g. a form that runs an action). */
  submitLabel?: TextKey;
}

const testIdOf = (id: string, name: string) => `${id}-${name.replace(/_/g, '-')}`;

/** The value, onChange and id that antd's Form.Item gives its child: passed on to the input. */
type Bound = Record<string, unknown>;

function Control({
  spec,
  testId,
  suffix,
  readOnly,
  ...bound
}: { spec: FieldSpec; testId: string; suffix?: string; readOnly?: boolean } & Bound) {
  const { locale } = useLocale();
  const { t } = useTranslation();
  if (spec.render) return spec.render({ ...bound, testId });
  switch (spec.kind) {
    case 'number':
    case 'integer':
      return (
        <InputNumber<number>
          {...bound}
          style={{ width: '100%' }}
          precision={0}
          suffix={suffix}
          data-testid={testId}
        />
      );
    case 'select':
      return (
        <Select
          {...bound}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={testId}
          options={(spec.options ?? []).map((o) => ({
            value: o.value,
            label: typeof o.label === 'string' ? t(o.label) : pick(o.label, locale),
          }))}
        />
      );
    case 'switch':
      return <Switch {...bound} data-testid={testId} />;
    case 'checkbox': {
      const { value, ...rest } = bound;
      return (
        <Checkbox {...rest} checked={value === true} data-testid={testId}>
          {spec.text && t(spec.text)}
        </Checkbox>
      );
    }
    case 'textarea':
      return <Input.TextArea {...bound} rows={3} maxLength={spec.maxLength} showCount data-testid={testId} />;
    case 'email':
      return (
        <Input
          {...bound}
          inputMode="email"
          autoComplete="email"
          maxLength={spec.maxLength}
          data-testid={testId}
        />
      );
    case 'money':
      return <CurrencyInput {...bound} data-testid={testId} />;
    case 'rate':
      return (
        <InputNumber<number>
          {...bound}
          style={{ width: '100%' }}
          min={0}
          max={100}
          step={0.01}
          precision={2}
          decimalSeparator={locale === 'vi' ? ',' : '.'}
          suffix={suffix}
          data-testid={testId}
        />
      );
    case 'date':
      // Read-only, an empty date is a dash, not the picker's "Select date" prompt.
      return <DatePicker {...bound} placeholder={readOnly ? '—' : undefined} data-testid={testId} />;
    default:
      return <Input {...bound} maxLength={spec.maxLength} data-testid={testId} />;
  }
}

/**
 * The one form scaffold: fields laid out from their config, rules from the domain schema (so
 * the browser and the server give the same messages), a 422's `fields` shown on their fields,
 * then the Success!/Error! dialog of spec §7/§8. Used for add, edit and read-only view.
 */
export function SchemaForm<Body, Saved>(props: SchemaFormProps<Body, Saved>) {
  const { schema, fields, id, initial, defaults, readOnly = false } = props;
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [form] = Form.useForm();
  const { rule, parse, showServerErrors } = useZodForm(schema, form);
  const dialog = useResultDialog();
  const names = useMemo(
    () =>
      (Object.keys(fields) as (keyof Body & string)[]).filter(
        (n) => !(initial && (fields[n] as FieldSpec).addOnly),
      ),
    [fields, initial],
  );

  // A field is required when the schema refuses it empty: written once, in the schema (a
  // checkbox always has a value, so it is never marked).
  const required = useMemo(
    () => new Set(Object.keys(fieldErrors(schema, Object.fromEntries(names.map((n) => [n, ''])), locale))),
    [schema, locale, names],
  );

  useEffect(() => {
    if (!initial) return;
    // A null text shows as an empty box (and is sent back as the schema normalises '').
    const shown = (n: keyof Body & string) => {
      const kind = fields[n].kind ?? 'text';
      if (kind === 'checkbox') return initial[n] === true;
      return initial[n] ?? (['text', 'email', 'textarea'].includes(kind) ? '' : undefined);
    };
    form.setFieldsValue(Object.fromEntries(names.map((n) => [n, shown(n)])));
  }, [form, initial, names, fields]);

  const onFinish = async () => {
    const body = parse();
    if (!body) return;
    try {
      const saved = await props.submit(body);
      await dialog.success();
      props.onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) showServerErrors(error);
      await dialog.error(error);
    }
  };

  return (
    <Form
      form={form}
      initialValues={defaults}
      layout="vertical"
      onFinish={onFinish}
      disabled={readOnly || props.saving}
      className={readOnly ? 'form-readonly' : undefined}
      data-testid={`${id}-form`}
      scrollToFirstError
    >
      <Row gutter={16}>
        {names.map((name) => {
          const spec: FieldSpec = fields[name];
          if (spec.kind === 'hidden') {
            return (
              <Form.Item key={name} name={name as string} hidden>
                <Input />
              </Form.Item>
            );
          }
          return (
            <Col key={name} xs={24} md={spec.span ?? 12}>
              <Form.Item
                name={name as string}
                label={t(spec.label)}
                valuePropName={spec.kind === 'switch' ? 'checked' : undefined}
                getValueFromEvent={
                  spec.kind === 'checkbox'
                    ? (e: { target: { checked: boolean } }) => e.target.checked
                    : undefined
                }
                required={required.has(name) && !readOnly && spec.kind !== 'checkbox'}
                rules={readOnly ? [] : rule(name)}
                tooltip={spec.hint && t(spec.hint)}
              >
                <Control
                  spec={spec}
                  testId={testIdOf(id, name)}
                  suffix={spec.suffix && t(spec.suffix)}
                  readOnly={readOnly}
                />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
      {!readOnly && (
        <Space>
          <Button type="primary" htmlType="submit" loading={props.saving} data-testid={`${id}-save`}>
            {t(props.submitLabel ?? 'common.actions.save')}
          </Button>
          {props.onCancel && (
            <Button onClick={props.onCancel} data-testid={`${id}-cancel`}>
              {t('common.actions.cancel')}
            </Button>
          )}
        </Space>
      )}
    </Form>
  );
}
