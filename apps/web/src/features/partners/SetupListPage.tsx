import { PlusOutlined } from '@ant-design/icons';
import { type PartnerItem, SETUP_PARTNER_COLUMNS } from '@arflow/domain/api/partners';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { columnsOf } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { PARTNER_LIST, SETUP_LIST_HOOKS, setupRequest, useCanWritePartners } from './api.ts';
import { PARTNER_FILTERS } from './config.tsx';
import type { SetupKind } from './kinds.ts';
import { AccountType } from './labels.tsx';

const TITLES = {
  corporate: 'partners.setup.corporateTitle',
  person: 'partners.setup.personTitle',
  individual: 'partners.setup.individualTitle',
} as const;

/** The declared setup columns; people are named by their full name on their screens. */
const setupColumns = (kind: SetupKind) =>
  columnsOf<PartnerItem>(SETUP_PARTNER_COLUMNS, {
    code: { link: (row) => `/fun/partner/${kind}/setup/${row.id}` },
    type: { render: (type) => <AccountType type={type} /> },
  }).map((c) =>
    c.key === 'name' && kind !== 'corporate' ? { ...c, label: 'partners.fields.personName' as const } : c,
  );

/**
 * /fun/partner/{corporate|person|individual}/setup: the partners to set up for operation (spec
 * §7 partner-setup list). `individual` is the combined partner-supplier (DOITAC_NCC) accounts;
 * adding one opens the person form with the combined account chosen.
 */
function SetupList({ kind }: { kind: SetupKind }) {
  const { t } = useTranslation();
  const canWrite = useCanWritePartners();
  return (
    <ListPage
      id={`partner-setup-${kind}`}
      title={TITLES[kind]}
      list={PARTNER_LIST}
      filters={PARTNER_FILTERS}
      columns={setupColumns(kind)}
      useRows={SETUP_LIST_HOOKS[kind]}
      request={setupRequest(kind)}
      actions={
        canWrite &&
        kind === 'individual' && (
          <Link to="/fun/partner/person/new?also_supplier=1">
            <Button type="primary" icon={<PlusOutlined />} data-testid="partner-setup-individual-add">
              {t('partners.setup.addIndividual')}
            </Button>
          </Link>
        )
      }
    />
  );
}

export const CorporateSetupListPage = () => <SetupList kind="corporate" />;
export const PersonSetupListPage = () => <SetupList kind="person" />;
export const IndividualSetupListPage = () => <SetupList kind="individual" />;
