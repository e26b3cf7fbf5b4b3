/** Business constants and limits (spec §9). */
export const PAGING = {
  defaultPage: 1,
  defaultPageSize: 10,
  pageSizes: [10, 20, 30, 50],
  largePageSizes: [500, 1000, 1500, 2000],
  maxPageSize: 2000,
  paginatorPages: 7,
} as const;
