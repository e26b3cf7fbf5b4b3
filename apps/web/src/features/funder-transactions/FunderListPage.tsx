import { FUNDER_LISTS } from '@arflow/domain/funder-review';
import { useLocation } from 'react-router';
import { ListPage } from '../../shared/list/ListPage.tsx';
import { FUNDER_LIST, funderListRequest, LIST_HOOKS } from './api.ts';
import { funderColumns, funderFilters, LIST_TITLES, listLink, listOfPath } from './config.ts';

/** The eight /fun/transactions/{list} screens: one configuration per list (spec §2, §3 search). */
export default function FunderListPage() {
  const list = listOfPath(useLocation().pathname);
  return (
    <ListPage
      key={list}
      id={`funder-${list}`}
      title={LIST_TITLES[list]}
      list={FUNDER_LIST}
      filters={funderFilters(FUNDER_LISTS[list])}
      columns={funderColumns(listLink(list))}
      useRows={LIST_HOOKS[list]}
      request={funderListRequest(list)}
    />
  );
}
