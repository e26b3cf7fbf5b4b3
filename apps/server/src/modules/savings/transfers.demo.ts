import type { SavingsSourceForm } from '@arflow/domain/api/savings';
import type { Tx } from '../../platform/db/client.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { addSourceIn, cancelIn, confirmIn, draftIn } from './transfers.ts';

const SOURCES: SavingsSourceForm[] = [
  {
    code: 'NV-VTC',
    name: 'Vốn tự có',
    kind: 'OWN_CAPITAL',
    account_no: null,
    opening_balance: 10_000_000_000,
  },
  {
    code: 'NV-VCB',
    name: 'Tài khoản Vietcombank',
    kind: 'BANK_ACCOUNT',
    account_no: '0071001234567',
    opening_balance: 5_000_000_000,
  },
  {
    code: 'NV-DT01',
    name: 'Hạn mức Quỹ Đầu tư Sao Việt',
    kind: 'PARTNER_LINE',
    account_no: null,
    opening_balance: 3_000_000_000,
  },
];

/**
 * SourceTranfer's demo (decision 0117): three sources, then transfers made through the same
 * use-cases as the API on two dates: money sent to packs and some of it back, one transfer
 * cancelled and two drafts left for the funder to confirm.
 */
export async function seedTransfers(
  tx: Tx,
  o: { earlier: RequestContext; today: RequestContext; packs: readonly number[] },
): Promise<void> {
  const sources: number[] = [];
  for (const form of SOURCES) sources.push(await addSourceIn(tx, o.earlier, form));
  const source = (i: number) => `source:${sources[i]}`;
  const pack = (i: number) => `pack:${o.packs[i]}`;
  const draft = (ctx: RequestContext, from: string, to: string, amount: number, note: string | null) =>
    draftIn(tx, ctx, { from, to, amount, note });
  for (const [from, to, amount, note] of [
    [source(0), pack(1), 2_000_000_000, 'Cấp vốn gói 12 tháng'],
    [source(1), pack(3), 1_000_000_000, 'Cấp vốn gói linh hoạt'],
    [source(2), pack(0), 800_000_000, null],
  ] as const)
    await confirmIn(tx, o.earlier, await draft(o.earlier, from, to, amount, note));
  await confirmIn(tx, o.today, await draft(o.today, pack(3), source(0), 200_000_000, 'Hoàn vốn thừa'));
  await cancelIn(tx, o.today, await draft(o.today, source(2), pack(4), 300_000_000, null), 'Nhập sai gói');
  await draft(o.today, source(0), source(1), 500_000_000, 'Điều chuyển sang tài khoản ngân hàng');
  await draft(o.today, source(1), pack(1), 400_000_000, null);
}
