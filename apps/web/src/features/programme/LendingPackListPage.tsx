import { PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import { RecordList } from '../../shared/record/RecordList.tsx';
import { lendingPacks } from './api.ts';
import { LENDING_PACK_COLUMNS_WEB, LENDING_PACK_FIELDS, LENDING_PACK_FILTERS } from './config.ts';

/**
 * /fun/program-setup/lending-pack: the lending packs with their partners (decision 0108); the
 * administrators add one in add-lending-pack-modal, which opens the new draft's page.
 */
export default function LendingPackListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const save = lendingPacks.useSave();
  return (
    <>
      <RecordList
        id="lending-packs"
        title="programme.lendingPack.title"
        api={lendingPacks}
        filters={LENDING_PACK_FILTERS}
        columns={LENDING_PACK_COLUMNS_WEB}
        actions={
          <Space wrap>
            <Link to="/fun/program-setup/lending-pack/detail-pack">
              <Button icon={<UnorderedListOutlined />} data-testid="lending-packs-ratings">
                {t('programme.lendingPack.ratingsLink')}
              </Button>
            </Link>
            {lendingPacks.useCanWrite() && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setAdding(true)}
                data-testid="lending-packs-add"
              >
                {t('programme.lendingPack.add')}
              </Button>
            )}
          </Space>
        }
      />
      <FormModal
        open={adding}
        title="programme.lendingPack.add"
        onClose={() => setAdding(false)}
        id="lending-pack-form"
        schema={lendingPacks.form}
        fields={LENDING_PACK_FIELDS}
        submit={async (body) => (await save.mutateAsync(body)).data}
        saving={save.isPending}
        onSaved={(saved) => navigate(`/fun/program-setup/lending-pack/${saved.id}`)}
      />
    </>
  );
}
