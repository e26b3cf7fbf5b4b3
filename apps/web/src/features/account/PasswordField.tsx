import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

/**
 * One password of a form (current, new, or the new one again), validated by the form's schema;
 * a confirmation names the field it repeats so that it is checked again when that one changes.
 */
export interface PasswordFieldProps {
  name: string;
  testId: string;
  /** The password in use (the browser offers the saved one), not a new one. */
  current?: boolean;
  confirms?: string;
}

export function PasswordField({
  name,
  label,
  rules,
  testId,
  current = false,
  confirms,
}: PasswordFieldProps & { label: string; rules: Rule[] }) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      dependencies={confirms ? [confirms] : undefined}
      rules={rules}
    >
      <Input.Password autoComplete={current ? 'current-password' : 'new-password'} data-testid={testId} />
    </Form.Item>
  );
}
