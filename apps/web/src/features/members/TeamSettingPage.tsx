import { MEMBER_ROLES } from '@arflow/domain/members';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMemberRights } from './api.ts';
import { CrmAssignmentPanel } from './CrmAssignmentPanel.tsx';
import { MembersList } from './MembersList.tsx';
import { TeamsPanel } from './TeamsPanel.tsx';
import { useOrgOptions } from './useOrgOptions.ts';

/**
 * /fun/part/team-setting: the funder's staff, its teams and the CRM assignment of buyers and
 * suppliers (the tab is kept in the URL).
 */
export default function TeamSettingPage() {
  const { t } = useTranslation();
  const rights = useMemberRights();
  const org = useOrgOptions();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  // The CRM tab is for the client menu's roles (ORGANISATION_ACCESS.crmRead), not every funder role.
  const tab = asked === 'teams' || (asked === 'crm' && rights.crmRead) ? asked : 'members';
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setParams(key === 'members' ? {} : { tab: key })}
      items={[
        {
          key: 'members',
          label: t('members.setting.members'),
          children: (
            <MembersList
              kind="funder"
              title="members.setting.title"
              roles={MEMBER_ROLES.FUNDER}
              org={org}
              canWrite={rights.funderWrite}
              canToggle={rights.toggle}
            />
          ),
        },
        {
          key: 'teams',
          label: t('members.setting.teams'),
          children: <TeamsPanel departments={org.departments} canWrite={rights.organisationWrite} />,
        },
        ...(rights.crmRead
          ? [
              {
                key: 'crm',
                label: t('members.crm.tab'),
                children: <CrmAssignmentPanel canWrite={rights.crmWrite} />,
              },
            ]
          : []),
      ]}
    />
  );
}
