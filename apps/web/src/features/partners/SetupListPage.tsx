import { PlusOutlined } from '@ant-design/icons';
import type { PartnerItem } from '@arflow/domain/api/partners';
import { PARTNER_LEAD_STATUS_LABELS } from '@arflow/domain/statuses/partner';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Column } from '../../shared/list/columns.tsx';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { PARTNER_LIST, SETUP_LIST_HOOKS, useCanWritePartners } from './api.ts';
import { PARTNER_FILTERS } from './config.tsx';
import type { SetupKind } from './kinds.ts';
import { AccountType, KindLabel } from './labels.tsx';

const TITLES = {
  corporate: 'partners.setup.corporateTitle',
  person: 'partners.setup.personTitle',
  individual: 'partners.setup.individualTitle',
} as const;

const setupColumns = (kind: SetupKind) =>
  [
    { key: 'code', label: 'partners.fields.code', link: (row) => `/fun/partner/${kind}/setup/${row.id}` },
    { key: 'name', label: kind === 'corporate' ? 'partners.fields.name' : 'partners.fields.personName' },
    { key: 'mst', label: 'partners.fields.mst' },
    { key: 'partner_kind', label: 'partners.fields.partner_kind', render: (k) => <KindLabel kind={k} /> },
    { key: 'type', label: 'partners.fields.account_type', render: (type) => <AccountType type={type} /> },
    { key: 'status', label: 'partners.fields.status', statuses: PARTNER_LEAD_STATUS_LABELS },
    { key: 'updated_at', label: 'partners.fields.updated_at', kind: 'dateTime' },
  ] as const satisfies readonly Column<PartnerItem>[];

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
