/**
 * The funder's account chosen on SelectBank, kept in this browser for the next payments (the
 * accountant pays a day's batch from one account); the first payment stores the one it used.
 */
const KEY = 'arflow.payments.bank';

export function selectedBank(): number | undefined {
  const id = Number(localStorage.getItem(KEY));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function selectBank(id: number | undefined): void {
  if (id === undefined) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, String(id));
}
