import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n-keys.ts';
import { SchemaForm, type SchemaFormProps } from './SchemaForm.tsx';

/**
 * A dialog holding one form, behaving as every such dialog does: the form's buttons are its only
 * footer, the form is dropped when the dialog hides (it opens fresh), and cancelling, closing or
 * saving call `onClose` (a form whose save leads elsewhere says so with `onSaved`).
 */
export function FormModal<Body, Saved>({
  open = true,
  title,
  width,
  onClose,
  ...form
}: Omit<SchemaFormProps<Body, Saved>, 'onCancel'> & {
  open?: boolean;
  title: TextKey;
  width?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t(title)} footer={null} width={width} onCancel={onClose} destroyOnHidden>
      <SchemaForm onSaved={onClose} {...form} onCancel={onClose} />
    </Modal>
  );
}
