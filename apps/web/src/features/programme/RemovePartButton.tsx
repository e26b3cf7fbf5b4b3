import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';

/**
 * A draft pack's row button that removes its partner or rating: asked first (Yes/No), then the
 * Success! or Error! dialog, as the pack's own actions are (an active pack shows no such button,
 * and the server refuses one that went active meanwhile).
 */
export function RemovePartButton(props: {
  testId: string;
  confirm: TextKey;
  pending: boolean;
  remove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const dialog = useResultDialog();
  const click = async () => {
    if (!(await dialog.confirm(t(props.confirm)))) return;
    try {
      await props.remove();
      await dialog.success(t('programme.lendingPack.removed'));
    } catch (error) {
      await dialog.error(error);
    }
  };
  return (
    <Button
      size="small"
      danger
      icon={<DeleteOutlined />}
      loading={props.pending}
      onClick={() => void click()}
      data-testid={props.testId}
    >
      {t('programme.lendingPack.remove')}
    </Button>
  );
}
