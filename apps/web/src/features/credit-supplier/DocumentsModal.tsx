import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitModal } from '../../shared/widgets/SubmitModal.tsx';
import { DocumentsPicker } from '../legal-records/DocumentsPicker.tsx';
import { UploadModal } from '../legal-records/UploadModal.tsx';

/**
 * Papers handed in (an application's, or the documents the funder asked for): the supplier's
 * legal records, picked with the legal records' documents picker; a new paper is uploaded there first.
 */
export function PapersField({
  supId,
  value,
  onChange,
}: {
  supId: number;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  return (
    <>
      <DocumentsPicker kind="supplier" entId={supId} value={value} onChange={onChange} />
      <Button
        size="small"
        onClick={() => setUploading(true)}
        data-testid="credit-upload-paper"
        style={{ marginBottom: 16 }}
      >
        {t('creditSupplier.form.uploadPaper')}
      </Button>
      <UploadModal kind="supplier" entId={supId} open={uploading} onClose={() => setUploading(false)} />
    </>
  );
}

/** The supplier adds the documents the funder asked for. */
export function DocumentsModal(props: {
  supId: number;
  open: boolean;
  onClose: () => void;
  submit: (ids: number[]) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [ids, setIds] = useState<number[]>([]);
  return (
    <SubmitModal
      open={props.open}
      title={t('creditSupplier.addDoc.provideTitle')}
      testId="credit-provide"
      onClose={() => {
        setIds([]);
        props.onClose();
      }}
      check={() => (ids.length === 0 ? t('creditSupplier.form.pickPaper') : null)}
      submit={() => props.submit(ids)}
    >
      <PapersField supId={props.supId} value={ids} onChange={setIds} />
    </SubmitModal>
  );
}
