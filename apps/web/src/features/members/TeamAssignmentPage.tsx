import { MEMBER_ROLES } from '@arflow/domain/members';
import { useMemberRights } from './api.ts';
import { MembersList } from './MembersList.tsx';

/** /sup/team-assignment and /indsup/team-assignment: the company's own members. */
export default function TeamAssignmentPage() {
  const rights = useMemberRights();
  const roles = rights.user ? MEMBER_ROLES[rights.user.enterprise_code] : [];
  return (
    <MembersList
      kind="supplier"
      title="members.assignment.title"
      roles={roles}
      canWrite={rights.supplierWrite}
      canToggle={rights.toggle}
    />
  );
}
