/**
 * Label tables built from the codes the domain declares (statuses, list keys, workflow actions)
 * instead of written out code by code: each code's text key is `${prefix}.${code}`. The result's
 * type names every key literally, so `satisfies Record<Code, TextKey>` at the call still refuses
 * a code without its text, as a hand-written table does (decision 0090).
 */

/**
 * E.g. textKeys('funderTransactions.levels', ['OFFICER', 'SENIOR']) →
 * { OFFICER: 'funderTransactions.levels.OFFICER', SENIOR: 'funderTransactions.levels.SENIOR' }.
 */
export function textKeys<const P extends string, const K extends string>(
  prefix: P,
  codes: readonly K[],
): { readonly [C in K]: `${P}.${C}` } {
  return Object.fromEntries(codes.map((c) => [c, `${prefix}.${c}`])) as { [C in K]: `${P}.${C}` };
}

/**
 * A history's action labels: history rows name a workflow action in capitals
 * (platform/db/transition.ts), so each action is keyed in capitals. E.g.
 * actionKeys('signing.history', ['approve', 'DELETE']) →
 * { APPROVE: 'signing.history.APPROVE', DELETE: 'signing.history.DELETE' }.
 */
export function actionKeys<const P extends string, const K extends string>(
  prefix: P,
  actions: readonly K[],
): { readonly [C in Uppercase<K>]: `${P}.${C}` } {
  return textKeys(
    prefix,
    actions.map((a) => a.toUpperCase() as Uppercase<K>),
  );
}

/**
 * A history's action labels from the buttons' labels: the timeline names an action as its button
 * does, keyed in capitals as history rows write it. E.g.
 * inCapitals({ approve: 'lending.actions.approve' }) → { APPROVE: 'lending.actions.approve' }.
 */
export function inCapitals<const T extends Readonly<Record<string, string>>>(
  labels: T,
): { readonly [K in keyof T & string as Uppercase<K>]: T[K] } {
  return Object.fromEntries(Object.entries(labels).map(([k, v]) => [k.toUpperCase(), v])) as never;
}
