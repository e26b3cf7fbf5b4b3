import type { Grant } from '../permissions.ts';
import type { StatusCode } from '../statuses/lookup.ts';

/** What a transition needs besides the right state and the right user. */
export interface Requirements {
  /** A non-blank reason: every rejection, refusal, cancellation and send-back has one (spec §5). */
  readonly reason?: true;
  /** A digital signature over the document (certificate plug-in); the signer needs the right to sign. */
  readonly signature?: true;
  /** The signing OTP (individuals and CA signing with OTP confirmation). */
  readonly otp?: true;
  /** At least one uploaded document (payment slip, signed hard copy, requested documents). */
  readonly document?: true;
}

/**
 * Who may take a transition: users matching one grant (enterprise type and role, as the
 * permission tables), or 'system' for the server's own jobs (daily maturity, overdue, bad debt).
 */
export type TransitionBy = 'system' | readonly Grant[];

/** One row of a transition table. `from: null` is the creation of the entity. */
export interface TransitionRule<S extends StatusCode, A extends string> {
  readonly action: A;
  readonly from: readonly (S | null)[];
  readonly to: S;
  readonly by: TransitionBy;
  readonly requires?: Requirements;
  /**
   * Picks this rule only when the input carries these values (e.g. a manual contract goes to
   * upload instead of e-signing). Among rules for one action and state, the first whose `when`
   * holds wins; a rule without `when` always holds.
   */
  readonly when?: Readonly<Record<string, string | number | boolean>>;
}

export interface Workflow<S extends StatusCode, A extends string> {
  readonly entity: string;
  readonly states: readonly S[];
  readonly actions: readonly A[];
  readonly rules: readonly TransitionRule<S, A>[];
}
