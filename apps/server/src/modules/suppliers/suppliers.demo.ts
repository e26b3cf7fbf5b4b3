import { EKYC_WORKFLOW } from '@arflow/domain/workflows/company';
import { statusHistory } from '../../platform/audit/audit.tables.ts';
import type { DemoWorld } from '../../platform/modules/module.ts';
import { individuals, suppliers } from '../enterprises/company.tables.ts';
import { companyDemo } from '../enterprises/index.ts';

interface DemoSupplier {
  code: string;
  /** Only for the companies the core demo world does not have. */
  create?: { name: string; mst: string; address: string; email1: string };
  steps: companyDemo.DemoStep[];
  locality: string;
  ent_type: number;
  position?: string;
  total_limit?: number;
  max_total_limit?: number;
  legal_represent?: string;
  bank?: companyDemo.DemoBank;
}

const bank = (name: string, branch: string, account: string, holder: string): companyDemo.DemoBank => ({
  bank_name: name,
  bank_branch: branch,
  bank_account_number: account,
  bank_holder_name: holder,
  designated: true,
});

const SUPPLIERS: DemoSupplier[] = [
  {
    code: 'SUP01',
    steps: companyDemo.TO_ACTIVATED,
    locality: '47',
    ent_type: 2,
    position: 'Nhà cung cấp chiến lược',
    total_limit: 5_000_000_000,
    max_total_limit: 8_000_000_000,
    legal_represent: 'Lê Minh Phát',
    bank: bank(
      'Ngân hàng TMCP Kỹ thương Việt Nam (Techcombank)',
      'Chi nhánh Bình Dương',
      '19031234567011',
      'CONG TY TNHH BAO BI MINH PHAT',
    ),
  },
  {
    code: 'SUP02',
    steps: companyDemo.TO_ONBOARDED,
    locality: '59',
    ent_type: 1,
    position: 'Nhà cung cấp chính',
    total_limit: 3_000_000_000,
    max_total_limit: 5_000_000_000,
    legal_represent: 'Huỳnh Thị Thanh Xuân',
    bank: bank(
      'Ngân hàng Nông nghiệp và Phát triển Nông thôn (Agribank)',
      'Chi nhánh Cần Thơ',
      '7300205123456',
      'CONG TY CO PHAN NONG SAN DONG XANH',
    ),
  },
  {
    code: 'SUP03',
    steps: companyDemo.TO_REGISTERED,
    locality: '20',
    ent_type: 2,
    max_total_limit: 2_000_000_000,
    legal_represent: 'Võ Hưng Thịnh',
    bank: bank(
      'Ngân hàng TMCP Quân đội (MB)',
      'Chi nhánh Hải Phòng',
      '0801101234567',
      'CONG TY TNHH VAN TAI HUNG THINH',
    ),
  },
  {
    code: 'SUP04',
    create: {
      name: 'Công ty TNHH Cơ khí Tân Phú',
      mst: '3602345671',
      address: 'KCN Amata, Biên Hòa, Đồng Nai',
      email1: 'kinhdoanh@cokhitanphu.vn',
    },
    steps: [],
    locality: '48',
    ent_type: 2,
  },
  {
    code: 'SUP05',
    create: {
      name: 'Công ty Cổ phần Thủy sản Mekong Xanh',
      mst: '1101234562',
      address: 'KCN Long Hậu, Cần Giuộc, Long An',
      email1: 'info@mekongxanh.vn',
    },
    steps: [
      ['agree_meet', 'AGREE_MEET'],
      ['persuade', 'PERSUADE'],
      ['agree_join', 'AGREE_JOIN'],
      ['collect', 'COLLECT'],
    ],
    locality: '51',
    ent_type: 1,
  },
  {
    code: 'SUP06',
    create: {
      name: 'Hợp tác xã Nông nghiệp Xanh Bắc Ninh',
      mst: '2300123453',
      address: 'Xã Phù Chẩn, Từ Sơn, Bắc Ninh',
      email1: 'htxxanh@gmail.com',
    },
    steps: companyDemo.TO_ACTIVATED,
    locality: '18',
    ent_type: 5,
    position: 'Nhà cung cấp thường xuyên',
    total_limit: 800_000_000,
    max_total_limit: 1_000_000_000,
    bank: bank(
      'Ngân hàng TMCP Việt Nam Thịnh Vượng (VPBank)',
      'Chi nhánh Bắc Ninh',
      '218456789',
      'HOP TAC XA NONG NGHIEP XANH BAC NINH',
    ),
  },
  {
    code: 'IND01',
    steps: companyDemo.TO_ACTIVATED,
    locality: '01',
    ent_type: 7,
    total_limit: 300_000_000,
    max_total_limit: 500_000_000,
    bank: bank('Ngân hàng TMCP Á Châu (ACB)', 'Chi nhánh Thanh Xuân', '20123456', 'NGUYEN VAN AN'),
  },
  {
    code: 'DTN01',
    steps: companyDemo.TO_ACTIVATED,
    locality: '01',
    ent_type: 7,
    total_limit: 200_000_000,
    max_total_limit: 300_000_000,
    bank: bank(
      'Ngân hàng TMCP Sài Gòn Thương Tín (Sacombank)',
      'Chi nhánh Hoàn Kiếm',
      '060123456789',
      'TRAN THI BICH',
    ),
  },
];

/** The people behind the individual accounts (ID cards are unique, spec §5). */
const PEOPLE: Record<string, Omit<typeof individuals.$inferInsert, 'id'>> = {
  IND01: {
    id_card_number: '001085012345',
    id_card_issue_date: '2021-04-12',
    id_card_issue_place: 'Cục Cảnh sát QLHC về TTXH',
    date_of_birth: '1985-06-18',
    status: 'VERIFIED',
  },
  DTN01: {
    id_card_number: '001190067890',
    id_card_issue_date: '2022-08-03',
    id_card_issue_place: 'Cục Cảnh sát QLHC về TTXH',
    date_of_birth: '1990-02-27',
    status: 'VERIFIED',
  },
};

/**
 * Demo suppliers: SUP01-SUP03 of the core world and three more without users, mixed new and
 * on-boarded across provinces and legal forms; the individual supplier and the DOITAC_NCC person
 * with verified eKYC; designated banks (locked for the activated ones).
 */
export async function seedDemoSuppliers(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const crm = world.userId('crm');
  for (const s of SUPPLIERS) {
    const id = s.create
      ? await companyDemo.insertDemoCompany(tx, now, { type: 'SUPPLIER', code: s.code, ...s.create })
      : world.enterpriseId(s.code);
    if (s.legal_represent) await companyDemo.enrichCompany(tx, id, { legal_represent: s.legal_represent });
    await companyDemo.seedPipeline(world, { entId: id, by: crm, steps: s.steps });
    await tx.insert(suppliers).values({
      id,
      locality: s.locality,
      ent_type: s.ent_type,
      position: s.position ?? null,
      total_limit: s.total_limit ?? null,
      max_total_limit: s.max_total_limit ?? null,
    });
    if (s.bank) await companyDemo.seedBanks(tx, now, crm, id, [s.bank]);
    const person = PEOPLE[s.code];
    if (person) {
      await tx.insert(individuals).values({ ...person, id, updated_by: crm, updated_at: now });
      await tx.insert(statusHistory).values({
        entity: EKYC_WORKFLOW.entity,
        entityId: String(id),
        action: 'VERIFY',
        fromStatus: 'PENDING',
        toStatus: 'VERIFIED',
        actorId: crm,
        createdAt: now,
      });
    }
  }
}
