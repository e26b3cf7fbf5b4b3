/**
 * The public entry of the shared library journal: posting entries and reading balances.
 * Other modules import it from here (its *.tables.ts directly, for drizzle); see docs/architecture.md "Module boundaries".
 */
export { balances, unbalancedEntries } from './balances.ts';
export { postEntry, reverseEntry } from './post-entry.ts';
