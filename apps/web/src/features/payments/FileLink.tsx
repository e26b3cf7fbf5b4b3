import { Button } from 'antd';
import { download } from '../../shared/api/upload.ts';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';

/** A stored file (a payment slip), downloaded with the session's token. */
export function FileLink({ id, name }: { id: number; name: string }) {
  const dialog = useResultDialog();
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => void download(`/files/${id}/download`, {}, name).catch((e: unknown) => dialog.error(e))}
      data-testid="payment-slip-link"
    >
      {name}
    </Button>
  );
}
