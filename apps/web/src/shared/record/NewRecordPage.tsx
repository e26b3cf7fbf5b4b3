import type { UseMutationResult } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SchemaForm, type SchemaFormProps } from '../forms/SchemaForm.tsx';
import type { TextKey } from '../i18n-keys.ts';

type Saved = { id: number };

export interface NewRecordPageProps<Form>
  extends Pick<SchemaFormProps<Form, Saved>, 'id' | 'schema' | 'fields' | 'initial' | 'defaults'> {
  testId: string;
  title: TextKey;
  /** The records' path: the saved one opens at `<base>/<id>`, cancel goes back to `<base>/list`. */
  base: string;
  save: UseMutationResult<{ data: Saved }, Error, Form>;
}

/**
 * A new record's page for a module that decides who may write before it (unlike `RecordAddPage`,
 * whose refusal is `FormPage`'s): the title and the form; the saved record replaces this page in
 * the history, so Back does not return to an emptied form.
 */
export function NewRecordPage<Form>({ testId, title, base, save, ...form }: NewRecordPageProps<Form>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid={testId}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t(title)}
      </Typography.Title>
      <SchemaForm
        {...form}
        submit={async (body) => (await save.mutateAsync(body)).data}
        saving={save.isPending}
        onSaved={(saved) => navigate(`${base}/${saved.id}`, { replace: true })}
        onCancel={() => navigate(`${base}/list`)}
      />
    </div>
  );
}
