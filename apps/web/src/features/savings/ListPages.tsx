import {
  SAVINGS_CLASS_COLUMNS,
  SAVINGS_MEMBER_COLUMNS,
  type SavingsClassItem,
  type SavingsMemberItem,
} from '@arflow/domain/api/savings';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { RecordList } from '../../shared/record/RecordList.tsx';
import { savingsClasses, savingsMembers } from './api.ts';

const KEYWORD = [
  { kind: 'text', name: 'keyword', label: 'savings.fields.keyword' },
] as const satisfies readonly FilterField<'keyword'>[];

const CLASS_COLUMNS = columnsOf<SavingsClassItem>(SAVINGS_CLASS_COLUMNS, {});
const MEMBER_COLUMNS = columnsOf<SavingsMemberItem>(SAVINGS_MEMBER_COLUMNS, {});

/** /fun/savesting-packs-management/membership-class: the classes a member's holding places it in. */
export function MembershipClassPage() {
  return (
    <RecordList
      id="savings-classes"
      title="savings.classes.title"
      api={savingsClasses}
      filters={KEYWORD}
      columns={CLASS_COLUMNS}
    />
  );
}

/** /fun/savesting-packs-management/member-list: the savings members with their class and holding. */
export function MemberListPage() {
  return (
    <RecordList
      id="savings-members"
      title="savings.members.title"
      api={savingsMembers}
      filters={KEYWORD}
      columns={MEMBER_COLUMNS}
    />
  );
}
