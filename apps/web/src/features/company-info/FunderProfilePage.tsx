import { EditOutlined } from '@ant-design/icons';
import { funderInfoForm } from '@arflow/domain/api/company-info';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/api/LoadError.tsx';
import { Loading } from '../../shared/api/Loading.tsx';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useCompanyRights, useFunderInfo, useSaveFunderInfo } from './api.ts';
import { FUNDER_FIELDS } from './config.ts';

/** /fun/profile/company-info: the funder's own profile; MASTER and SUBMASTER edit it. */
export default function FunderProfilePage() {
  const { t } = useTranslation();
  const info = useFunderInfo();
  const save = useSaveFunderInfo();
  const { funderWrite } = useCompanyRights();
  const [editing, setEditing] = useState(false);

  if (info.isPending) return <Loading testId="company-info-loading" />;
  if (info.isError) {
    return <LoadError error={info.error} onRetry={() => void info.refetch()} testId="company-info-error" />;
  }
  const funder = info.data.data;
  return (
    <div data-testid="company-info-page">
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('companyInfo.title')}
        </Typography.Title>
        {funderWrite && !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="company-info-edit">
            {t('common.actions.edit')}
          </Button>
        )}
      </Flex>
      <Card size="small">
        <SchemaForm
          key={editing ? 'edit' : 'view'}
          id="company-info"
          schema={funderInfoForm}
          fields={FUNDER_FIELDS}
          initial={funder}
          readOnly={!editing}
          submit={(body) => save.mutateAsync(body)}
          saving={save.isPending}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Card>
    </div>
  );
}
