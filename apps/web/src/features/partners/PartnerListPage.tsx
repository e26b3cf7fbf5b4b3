import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { PARTNER_LIST, PARTNER_LIST_HOOKS, partnerRequest, useCanWritePartners } from './api.ts';
import { CORPORATE_COLUMNS, PARTNER_FILTERS, PERSON_COLUMNS } from './config.tsx';
import { PARTNER_PATHS, type PartnerKindPath } from './kinds.ts';

const TITLES = { corporate: 'partners.list.corporateTitle', person: 'partners.list.personTitle' } as const;
const ADD = { corporate: 'partners.list.addCorporate', person: 'partners.list.addPerson' } as const;

/** /fun/partner/{corporate|person}/list: the partners of one form, filters and page in the URL. */
function PartnerList({ kind }: { kind: PartnerKindPath }) {
  const { t } = useTranslation();
  const canWrite = useCanWritePartners();
  const common = {
    id: `partner-${kind}`,
    title: TITLES[kind],
    list: PARTNER_LIST,
    filters: PARTNER_FILTERS,
    useRows: PARTNER_LIST_HOOKS[kind],
    request: partnerRequest(kind),
    actions: canWrite && (
      <Link to={`${PARTNER_PATHS[kind].screen}/new`}>
        <Button type="primary" icon={<PlusOutlined />} data-testid={`partner-${kind}-add`}>
          {t(ADD[kind])}
        </Button>
      </Link>
    ),
  };
  return kind === 'corporate' ? (
    <ListPage {...common} columns={CORPORATE_COLUMNS} />
  ) : (
    <ListPage {...common} columns={PERSON_COLUMNS} />
  );
}

export const CorporateListPage = () => <PartnerList kind="corporate" />;
export const PersonListPage = () => <PartnerList kind="person" />;
