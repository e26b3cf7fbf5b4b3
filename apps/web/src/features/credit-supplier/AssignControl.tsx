import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultDialog } from '../../shared/hooks/useResultDialog.tsx';
import { useAssignCredits, useCanAssign, useCaPool } from './api.ts';

/** A credit approver gives the file to an active member of the CA pool (POST /credit-supplier/assign). */
export function AssignControl({ creditId, assigneeId }: { creditId: number; assigneeId: number | null }) {
  const { t } = useTranslation();
  const can = useCanAssign();
  const pool = useCaPool(can);
  const assign = useAssignCredits();
  const dialog = useResultDialog();
  const [userId, setUserId] = useState<number | null>(assigneeId);
  if (!can) return null;
  const save = async () => {
    if (userId === null) return;
    try {
      await assign.mutateAsync({ ids: [creditId], user_id: userId });
      await dialog.success(t('creditSupplier.assign.done'));
    } catch (e) {
      await dialog.error(e);
    }
  };
  return (
    <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
      <Select<number>
        style={{ flex: 1 }}
        value={userId ?? undefined}
        onChange={setUserId}
        loading={pool.isFetching}
        placeholder={t('creditSupplier.assign.placeholder')}
        options={(pool.data?.data ?? []).map((u) => ({ value: u.user_id, label: u.full_name }))}
        data-testid="credit-assign-user"
      />
      <Button
        onClick={() => void save()}
        loading={assign.isPending}
        disabled={userId === null}
        data-testid="credit-assign"
      >
        {t('creditSupplier.assign.submit')}
      </Button>
    </Space.Compact>
  );
}
