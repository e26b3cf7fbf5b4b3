import type { DemoWorld } from '../../platform/modules/module.ts';
import { individuals } from '../enterprises/company.tables.ts';
import { companyDemo } from '../enterprises/index.ts';

/**
 * Demo partners: the four corporate partners of the core world (two activated, one onboarded,
 * one under reappraisal with its reason), a corporate prospect and a person partner without
 * users, and the DOITAC_NCC person; banks and reports for those with users.
 */
export async function seedDemoPartners(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const crm = world.userId('crm');
  const reappraise: companyDemo.DemoStep[] = [
    ...companyDemo.TO_ACTIVATED,
    ['reappraise', 'REAPPRAISAL', 'Báo cáo tài chính năm 2025 cho thấy nợ xấu tăng, cần thẩm định lại'],
  ];
  const corporate: [string, companyDemo.DemoStep[], string][] = [
    ['PTN01', companyDemo.TO_ACTIVATED, 'Nguyễn Hữu Phương'],
    ['PTN02', companyDemo.TO_ONBOARDED, 'Mai Thị Thảo'],
    ['PTN03', companyDemo.TO_ACTIVATED, 'Kiều Văn Lộc'],
    ['PTN04', reappraise, 'Dương Thị Yến'],
  ];
  for (const [code, steps, represent] of corporate) {
    const id = world.enterpriseId(code);
    await companyDemo.enrichCompany(tx, id, {
      partner_form: 'CORPORATE',
      legal_represent: represent,
      erc: null,
    });
    await companyDemo.seedPipeline(world, { entId: id, by: crm, steps });
  }
  const ptn01 = world.enterpriseId('PTN01');
  await companyDemo.enrichCompany(tx, ptn01, {
    erc: '0301112223',
    erc_office: 'Ngân hàng Nhà nước Việt Nam',
    erc_first_date: '1993-05-20',
    tel_no: '02838221234',
    email2: 'scf@phuongnambank.vn',
  });
  await companyDemo.seedBanks(tx, now, crm, ptn01, [
    {
      bank_name: 'Ngân hàng TMCP Phương Nam Số',
      bank_branch: 'Hội sở',
      bank_account_number: '1000012345678',
      bank_holder_name: 'NGAN HANG TMCP PHUONG NAM SO',
      designated: true,
    },
  ]);
  await companyDemo.seedBanks(tx, now, crm, world.enterpriseId('PTN02'), [
    {
      bank_name: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)',
      bank_branch: 'Chi nhánh Thành Công',
      bank_account_number: '0451000456789',
      bank_holder_name: 'CONG TY CO PHAN BAO LANH TIN VIET',
      designated: true,
    },
  ]);
  await companyDemo.seedNotes(tx, now, crm, ptn01, [
    {
      kind: 'REPORT',
      title: 'Họp điều phối cấp vốn',
      content: 'Đối tác cam kết hạn mức cấp vốn 50 tỷ đồng cho chương trình bán lẻ.',
      report_date: '2026-02-18',
    },
  ]);

  const prospect = await companyDemo.insertDemoCompany(tx, now, {
    type: 'PARTNER',
    partner_kind: 'LENDING',
    partner_form: 'CORPORATE',
    code: 'PTN05',
    name: 'Công ty Tài chính TNHH Bình Minh',
    mst: '0316667778',
    address: '88 Nam Kỳ Khởi Nghĩa, Quận 3, TP. Hồ Chí Minh',
    email1: 'hoptac@binhminhfinance.vn',
  });
  await companyDemo.seedPipeline(world, {
    entId: prospect,
    by: crm,
    steps: [
      ['agree_meet', 'AGREE_MEET'],
      ['persuade', 'PERSUADE'],
      ['agree_join', 'AGREE_JOIN'],
      ['collect', 'COLLECT'],
      ['submit_appraisal', 'WAIT_APPRAISAL'],
    ],
  });
  const person = await companyDemo.insertDemoCompany(tx, now, {
    type: 'PARTNER',
    partner_kind: 'REFERRAL',
    partner_form: 'PERSON',
    code: 'PRS01',
    name: 'Lê Hoàng Nam',
    mst: '8045678901',
    address: '21 Phan Chu Trinh, Hải Châu, Đà Nẵng',
    tel_no: '0905123456',
    email1: 'lehoangnam@demo.arflow.vn',
  });
  await tx.insert(individuals).values({
    id: person,
    id_card_number: '048088123456',
    id_card_issue_date: '2021-10-01',
    id_card_issue_place: 'Cục Cảnh sát QLHC về TTXH',
    date_of_birth: '1988-12-05',
    updated_at: now,
  });
  await companyDemo.seedPipeline(world, {
    entId: person,
    by: crm,
    steps: [
      ['agree_meet', 'AGREE_MEET'],
      ['persuade', 'PERSUADE'],
      ['agree_join', 'AGREE_JOIN'],
    ],
  });
  // The DOITAC_NCC person: its pipeline and person row come with the suppliers' seed.
  await companyDemo.enrichCompany(tx, world.enterpriseId('DTN01'), {
    partner_form: 'PERSON',
    partner_kind: 'REFERRAL',
  });
}
