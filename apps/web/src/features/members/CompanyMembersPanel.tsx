import type { EnterpriseCode } from '@arflow/domain/enterprises';
import { MEMBER_ROLES } from '@arflow/domain/members';
import { Spin } from 'antd';
import { useModuleTexts } from '../../shared/module/useModuleTexts.ts';
import { useMemberRights } from './api.ts';
import { MembersList } from './MembersList.tsx';

/**
 * The Members tab of a buyer's or supplier's details (funder side): that company's users, and
 * "add a member" (an invitation; the member is listed as invited) for the client editors.
 */
export function CompanyMembersPanel({ entId, type }: { entId: number; type: string }) {
  const ready = useModuleTexts('members');
  const rights = useMemberRights();
  if (!ready) return <Spin />;
  const code = (type in MEMBER_ROLES ? type : 'SUPPLIER') as EnterpriseCode;
  return (
    <MembersList
      kind="supplier"
      title="members.company.title"
      roles={MEMBER_ROLES[code]}
      company={{ id: entId, buyer: code === 'BUYER' }}
      canWrite={rights.clientWrite}
      canToggle={rights.toggle}
    />
  );
}
