import type { UseQueryResult } from '@tanstack/react-query';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import {
  DetailHeader,
  EditableForm,
  EditButton,
  type RecordForm,
  useEditing,
} from '../../shared/detail/RecordDetail.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';

/**
 * A company's own profile (the funder's, or a client company's): its title with Edit for the
 * users who may change it, what the funder registered (read only), and the editable form.
 */
export function ProfilePage<Data, Body>({
  query,
  title,
  canEdit,
  registered,
  formTitle,
  form,
}: {
  query: UseQueryResult<{ data: Data }>;
  title: (data: Data) => TextKey;
  canEdit: boolean;
  registered?: (data: Data) => ReactNode;
  formTitle?: TextKey;
  form: (data: Data) => RecordForm<Body>;
}) {
  const { t } = useTranslation();
  const edit = useEditing();
  if (query.isPending) return <Loading testId="company-info-loading" />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} testId="company-info-error" />;
  }
  const data = query.data.data;
  return (
    <div data-testid="company-info-page">
      <DetailHeader
        title={t(title(data))}
        actions={canEdit && <EditButton edit={edit} testId="company-info-edit" />}
      />
      {registered?.(data)}
      <Card size="small" title={formTitle && t(formTitle)}>
        <EditableForm id="company-info" edit={edit} form={form(data)} />
      </Card>
    </div>
  );
}
