import { Button } from 'antd';
import { download } from '../../shared/api/upload.ts';

/** A stored file's name that downloads it (GET /files/{id}/download, with the session's token). */
export function FileLink({
  fileId,
  name,
  onError,
}: {
  fileId: number;
  name: string;
  onError?: (e: unknown) => void;
}) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      onClick={() => void download(`/files/${fileId}/download`, {}, name).catch((e: unknown) => onError?.(e))}
    >
      {name}
    </Button>
  );
}
