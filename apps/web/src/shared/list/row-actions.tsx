import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../i18n-keys.ts';
import type { Column } from './columns.tsx';

/**
 * A list's actions column, there only for a user who may act on the rows: for anyone else every
 * cell would be empty, so the column is left out rather than shown blank.
 */
export function actionColumn<Row>(
  allowed: boolean,
  key: keyof Row & string,
  label: TextKey,
  render: (row: Row) => ReactNode,
): Column<Row>[] {
  // The cell reads the row, not the key's value, so whichever field names the column fits.
  const column = { key, label, render: (_: unknown, row: Row) => render(row) } as Column<Row>;
  return allowed ? [column] : [];
}

/** A table row's edit button (small, with the common "Edit" text). */
export function EditRowButton({ onClick, testId }: { onClick: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Button size="small" icon={<EditOutlined />} onClick={onClick} data-testid={testId}>
      {t('common.actions.edit')}
    </Button>
  );
}

/** A list's add button (opening its dialog), for the list's actions slot. */
export function AddRowButton({
  onClick,
  testId,
  label,
}: {
  onClick: () => void;
  testId: string;
  label: TextKey;
}) {
  const { t } = useTranslation();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {t(label)}
    </Button>
  );
}
