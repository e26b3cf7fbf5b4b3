import type { DemoWorld } from '../../platform/modules/module.ts';
import { funderProfiles } from '../enterprises/funder.tables.ts';
import { companyDemo } from '../enterprises/index.ts';

/** The funder's profile: its system rate and the platform's own bank accounts (profile/bank-info). */
export async function seedDemoCompanyInfo(world: DemoWorld): Promise<void> {
  const funder = world.enterpriseId('ARFLOW');
  await world.tx.insert(funderProfiles).values({ id: funder, system_rate: '12.50' });
  await companyDemo.seedBanks(world.tx, world.now, world.userId('master'), funder, [
    {
      bank_name: 'Ngân hàng TMCP Kỹ thương Việt Nam (Techcombank)',
      bank_branch: 'Chi nhánh Ba Đình',
      bank_account_number: '19036688990011',
      bank_holder_name: 'CONG TY CO PHAN ARFLOW CAPITAL',
      designated: true,
      side: 'SYSTEM',
    },
    {
      bank_name: 'Ngân hàng TMCP Quân đội (MB)',
      bank_branch: 'Chi nhánh Hoàn Kiếm',
      bank_account_number: '0801234567890',
      bank_holder_name: 'CONG TY CO PHAN ARFLOW CAPITAL',
      side: 'SYSTEM',
    },
  ]);
}
