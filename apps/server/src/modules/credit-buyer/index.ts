/**
 * The public entry of the credit-buyer module for other modules: the buyer's programme in force,
 * which the supplier's request terms, the buyer-funded trades and the homes all stand on.
 * Other modules import it from here (its *.tables.ts directly, for drizzle); see docs/architecture.md "Module boundaries".
 */
export { activatedProgramme, latestActivatedSetup, newestActivation } from './programme.ts';
