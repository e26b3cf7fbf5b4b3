import {
  SAVINGS_CLASS_COLUMNS,
  SAVINGS_MEMBER_COLUMNS,
  type SavingsClassItem,
  type SavingsMemberItem,
} from '@arflow/domain/api/savings';
import { columnsOf } from '../../shared/list/columns.tsx';
import type { FilterField } from '../../shared/list/filters.ts';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { savingsClasses, savingsMembers } from './api.ts';

const KEYWORD = [
  { kind: 'text', name: 'keyword', label: 'savings.fields.keyword' },
] as const satisfies readonly FilterField<'keyword'>[];

const CLASS_COLUMNS = columnsOf<SavingsClassItem>(SAVINGS_CLASS_COLUMNS, {});
const MEMBER_COLUMNS = columnsOf<SavingsMemberItem>(SAVINGS_MEMBER_COLUMNS, {});

/** /fun/savesting-packs-management/membership-class: the classes a member's holding places it in. */
export function MembershipClassPage() {
  return (
    <ListPage
      id="savings-classes"
      title="savings.classes.title"
      list={savingsClasses.list}
      filters={KEYWORD}
      columns={CLASS_COLUMNS}
      useRows={savingsClasses.useList}
      request={savingsClasses.listRequest}
    />
  );
}

/** /fun/savesting-packs-management/member-list: the savings members with their class and holding. */
export function MemberListPage() {
  return (
    <ListPage
      id="savings-members"
      title="savings.members.title"
      list={savingsMembers.list}
      filters={KEYWORD}
      columns={MEMBER_COLUMNS}
      useRows={savingsMembers.useList}
      request={savingsMembers.listRequest}
    />
  );
}
