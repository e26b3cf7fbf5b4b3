import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api/upload.ts';
import { useResultDialog } from '../hooks/useResultDialog.tsx';
import { useLocale } from '../locale/useLocale.ts';
import { exportRequest, type ListRequest } from './list-request.ts';

/** Downloads the list as the server writes it: every row under the screen's filters and sort. */
export function ExportButton({ request, testId }: { request: ListRequest; testId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const dialog = useResultDialog();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    const call = exportRequest(request);
    setBusy(true);
    try {
      await download(call.path, call.query ?? {}, 'export.xlsx', {
        locale,
        ...(call.body !== undefined && { method: 'POST', body: call.body }),
      });
    } catch (e) {
      await dialog.error(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => void onClick()}
      data-testid={`${testId}-export`}
    >
      {t('common.list.export')}
    </Button>
  );
}
