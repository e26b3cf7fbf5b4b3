import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { CUSTODY_VIEWS, type CustodyView, custodyForm } from '@arflow/domain/api/custody';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormModal } from '../../shared/forms/FormModal.tsx';
import type { TextKey } from '../../shared/i18n-keys.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { useListState } from '../../shared/list/useListState.ts';
import { ExcelImport } from '../../shared/widgets/ExcelImport.tsx';
import {
  CUSTODY_LIST,
  custodyListRequest,
  refreshCustody,
  useCustodyList,
  useCustodyRights,
  useSaveCustody,
} from './api.ts';
import { CUSTODY_COLUMNS, CUSTODY_FIELDS, CUSTODY_FILTERS } from './config.ts';
import { ThresholdsModal } from './ThresholdsModal.tsx';

const VIEW_LABELS = {
  all: 'custody.views.all',
  requested: 'custody.views.requested',
  no_holder: 'custody.views.no_holder',
  no_authority: 'custody.views.no_authority',
  held: 'custody.views.held',
} as const satisfies Record<CustodyView, TextKey>;

/** The views of spec §2 that list the same rows, as tabs over one list (decision 0093). */
function ViewTabs() {
  const { t } = useTranslation();
  const list = useListState(CUSTODY_LIST);
  return (
    <Tabs
      activeKey={list.state.filters.view ?? 'all'}
      onChange={(key) => list.setFilters({ view: key === 'all' ? undefined : key })}
      data-testid="custody-tabs"
      items={CUSTODY_VIEWS.map((v) => ({
        key: v,
        label: <span data-testid={`custody-tab-${v}`}>{t(VIEW_LABELS[v])}</span>,
      }))}
    />
  );
}

/**
 * /fun/document-storage: the vault's documents (ListDocument, ViewListDocument and the request and
 * assign views as tabs), with CreateDocument, the two ImportDocument uploads and ExportDocument
 * (the list's Excel export with the same filters) for the staff who may use them.
 */
export default function CustodyListPage() {
  const { t } = useTranslation();
  const rights = useCustodyRights();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveCustody();
  const [adding, setAdding] = useState(false);
  const [settings, setSettings] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: refreshCustody });
  return (
    <>
      <ListPage
        id="custody"
        title="custody.list.title"
        list={CUSTODY_LIST}
        useRows={useCustodyList}
        request={custodyListRequest}
        filters={CUSTODY_FILTERS}
        columns={CUSTODY_COLUMNS}
        tabs={<ViewTabs />}
        actions={
          <>
            <Button
              icon={<SettingOutlined />}
              onClick={() => setSettings(true)}
              data-testid="custody-thresholds-open"
            >
              {t('custody.list.thresholds')}
            </Button>
            {rights.write && (
              <>
                <ExcelImport
                  template="custody"
                  path="/documents/upload"
                  goodRows={false}
                  testId="custody"
                  label="custody.list.import"
                  onImported={refresh}
                />
                <ExcelImport
                  template="custody"
                  path="/documents/upload-dxtd"
                  goodRows={false}
                  testId="custody-delivered"
                  label="custody.list.importDelivered"
                  onImported={refresh}
                />
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setAdding(true)}
                  data-testid="custody-add"
                >
                  {t('custody.list.add')}
                </Button>
              </>
            )}
          </>
        }
      />
      <FormModal
        open={adding}
        title="custody.form.addTitle"
        width={720}
        onClose={() => setAdding(false)}
        id="custody-form"
        schema={custodyForm}
        fields={CUSTODY_FIELDS}
        submit={save.mutateAsync}
        saving={save.isPending}
        onSaved={(saved) => navigate(`/fun/document-storage/${(saved as { data: { id: number } }).data.id}`)}
      />
      <ThresholdsModal open={settings} close={() => setSettings(false)} editable={rights.thresholds} />
    </>
  );
}
