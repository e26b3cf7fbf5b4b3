/**
 * The screens of lists.tsx by name: index.ts loads them by these names without importing the
 * lists' types (which read the module's texts, themselves typed from index.ts).
 */
export type SavingsListName =
  | 'termPacks'
  | 'nonTermPacks'
  | 'unlimitedPacks'
  | 'limitedPacks'
  | 'unlimitedMembers'
  | 'limitedMembers'
  | 'commission'
  | 'transactions'
  | 'memberHistory'
  | 'transfers';
