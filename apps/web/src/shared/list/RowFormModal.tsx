import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormProps } from '../forms/SchemaForm.tsx';
import type { TextKey } from '../i18n-keys.ts';

/** What a list's dialog holds: nothing, a new row, or the row being edited. */
export type RowEditing<Row> = Row | 'new' | null;

export function useRowEditing<Row>() {
  const [editing, setEditing] = useState<RowEditing<Row>>(null);
  return {
    editing,
    add: () => setEditing('new'),
    edit: (row: Row) => setEditing(row),
    close: () => setEditing(null),
  };
}

type FormOf<Body> = Pick<SchemaFormProps<Body, unknown>, 'schema' | 'fields' | 'defaults'>;

/**
 * A list's add and edit dialog: the add form for a new row, the edit form filled from the chosen
 * one; saving closes it. One `save` takes both bodies (the API's add and update share a route).
 */
export function RowFormModal<Row, Add, Edit>(props: {
  id: string;
  editing: RowEditing<Row>;
  close: () => void;
  titles: { add: TextKey; edit: TextKey };
  add: FormOf<Add>;
  edit: FormOf<Edit>;
  save: { mutateAsync: (body: Add | Edit) => Promise<unknown>; isPending: boolean };
  width?: number;
}) {
  const { id, editing, close, save } = props;
  const { t } = useTranslation();
  const common = { id, submit: save.mutateAsync, saving: save.isPending, onSaved: close, onCancel: close };
  return (
    <Modal
      open={editing !== null}
      title={t(editing === 'new' ? props.titles.add : props.titles.edit)}
      footer={null}
      width={props.width}
      onCancel={close}
      destroyOnHidden
    >
      {editing === 'new' && <SchemaForm {...common} {...props.add} />}
      {editing !== null && editing !== 'new' && (
        <SchemaForm {...common} {...props.edit} initial={editing as Record<keyof Edit, unknown>} />
      )}
    </Modal>
  );
}
