import { custodyThresholds } from '@arflow/domain/api/custody';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../../shared/forms/SchemaForm.tsx';
import { useCustodyThresholds, useSaveThresholds } from './api.ts';
import { THRESHOLD_FIELDS } from './config.ts';

/** The §9 thresholds: every funder role reads them, the internal-settings roles change them. */
export function ThresholdsModal({
  open,
  close,
  editable,
}: {
  open: boolean;
  close: () => void;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const thresholds = useCustodyThresholds();
  const save = useSaveThresholds();
  const data = thresholds.data?.data;
  return (
    <Modal open={open} title={t('custody.thresholds.title')} footer={null} onCancel={close} destroyOnHidden>
      {data ? (
        <SchemaForm
          id="custody-thresholds"
          schema={custodyThresholds}
          fields={THRESHOLD_FIELDS}
          initial={data}
          readOnly={!editable}
          submit={save.mutateAsync}
          saving={save.isPending}
          onSaved={close}
          onCancel={close}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}
