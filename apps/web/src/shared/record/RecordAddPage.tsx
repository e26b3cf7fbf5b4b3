import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { FormPage } from '../forms/FormPage.tsx';
import type { FieldConfig } from '../forms/SchemaForm.tsx';
import type { SchemaLike } from '../forms/zod-form.ts';
import type { TextKey } from '../i18n-keys.ts';

export interface RecordAddPageProps<Form> {
  id: string;
  /** The list's path; the saved record opens at `<base>/<id>`. */
  base: string;
  title: TextKey;
  back: TextKey;
  api: {
    form: SchemaLike<Form>;
    useSave(): UseMutationResult<{ data: { id: number } }, Error, Form>;
    useCanWrite(): boolean;
  };
  fields: FieldConfig<Form>;
}

/** A record's add screen (`FormPage`): only users who may write get the form; saving opens the record. */
export function RecordAddPage<Form>({ id, base, title, back, api, fields }: RecordAddPageProps<Form>) {
  const navigate = useNavigate();
  const save = api.useSave();
  return (
    <FormPage
      id={id}
      title={title}
      allowed={api.useCanWrite()}
      back={{ to: base, label: back }}
      schema={api.form}
      fields={fields}
      submit={async (body) => (await save.mutateAsync(body)).data}
      saving={save.isPending}
      onSaved={(saved) => navigate(`${base}/${saved.id}`, { replace: true })}
      onCancel={() => navigate(base)}
    />
  );
}
