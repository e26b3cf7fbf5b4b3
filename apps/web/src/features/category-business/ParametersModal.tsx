import {
  CRITERION_KIND_LABELS,
  type ParameterItem,
  parameterForm,
} from '@arflow/domain/api/category-business';
import { Button, Flex, Modal, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import { EditRowButton } from '../../shared/list/row-actions.tsx';
import { useParameters, useSaveParameter } from './api.ts';
import { PARAMETER_FIELDS } from './config.ts';

/** Popup #parameters: the criteria catalogue (name unique, kind, unit), added and renamed here. */
export function ParametersModal({
  open,
  onClose,
  canManage,
}: {
  open: boolean;
  onClose: () => void;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const show = useText();
  const parameters = useParameters();
  const [editing, setEditing] = useState<ParameterItem | 'new' | null>(null);
  const save = useSaveParameter(editing && editing !== 'new' ? editing.id : undefined);
  return (
    <Modal
      open={open}
      title={t('categoryBusiness.parameter.title')}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="parameters-modal"
    >
      {editing === null ? (
        <Flex vertical gap={12}>
          {canManage && (
            <Button
              type="primary"
              onClick={() => setEditing('new')}
              data-testid="parameter-add"
              style={{ alignSelf: 'end' }}
            >
              {t('categoryBusiness.parameter.add')}
            </Button>
          )}
          <Table<ParameterItem>
            rowKey="id"
            size="small"
            loading={parameters.isPending}
            pagination={false}
            dataSource={parameters.data?.data ?? []}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('categoryBusiness.parameter.name') },
              {
                key: 'kind',
                title: t('categoryBusiness.parameter.kind'),
                render: (_, r) => show(CRITERION_KIND_LABELS[r.kind]),
              },
              { key: 'unit', dataIndex: 'unit', title: t('categoryBusiness.parameter.unit') },
              ...(canManage
                ? [
                    {
                      key: 'edit',
                      title: '',
                      render: (_: unknown, r: ParameterItem) => (
                        <EditRowButton onClick={() => setEditing(r)} testId="parameter-edit" />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </Flex>
      ) : (
        <SchemaForm
          id="parameter"
          schema={parameterForm}
          fields={PARAMETER_FIELDS}
          initial={editing === 'new' ? undefined : editing}
          submit={(body) => save.mutateAsync(body)}
          saving={save.isPending}
          onSaved={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      )}
    </Modal>
  );
}
