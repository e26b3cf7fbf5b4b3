import {
  CRITERION_KIND_LABELS,
  type ParameterItem,
  parameterForm,
} from '@arflow/domain/api/category-business';
import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useText } from '../../shared/hooks/useText.ts';
import type { Column } from '../../shared/list/columns.tsx';
import { EditRowButton } from '../../shared/list/row-actions.tsx';
import { DetailTable } from '../../shared/widgets/DetailTable.tsx';
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
  const columns: Column<ParameterItem>[] = [
    { key: 'name', label: 'categoryBusiness.parameter.name' },
    {
      key: 'kind',
      label: 'categoryBusiness.parameter.kind',
      render: (kind) => show(CRITERION_KIND_LABELS[kind]),
    },
    { key: 'unit', label: 'categoryBusiness.parameter.unit' },
  ];
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
          <DetailTable<ParameterItem>
            rows={parameters}
            columns={columns}
            testId="parameters"
            actions={
              canManage
                ? (r) => <EditRowButton onClick={() => setEditing(r)} testId="parameter-edit" />
                : undefined
            }
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
