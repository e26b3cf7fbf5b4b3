import type { DemoWorld } from '../../platform/modules/module.ts';
import { buyerFrequencies } from '../enterprises/company.tables.ts';
import { companyDemo } from '../enterprises/index.ts';

/**
 * Demo buyers: BUY01 (activated) and BUY02 (onboarded) of the core demo world, with their
 * registration, banks, frequencies, reports and notes; a prospect and a rejected lead without
 * users, so the list's tabs and counts show data.
 */
export async function seedDemoBuyers(world: DemoWorld): Promise<void> {
  const { tx, now } = world;
  const crm = world.userId('crm');
  const buy01 = world.enterpriseId('BUY01');
  const buy02 = world.enterpriseId('BUY02');
  await companyDemo.enrichCompany(tx, buy01, {
    erc: '0301234567',
    erc_office: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
    erc_first_date: '2008-04-15',
    erc_edit_no: 7,
    erc_last_edit: '2024-09-20',
    buy_fun_zip: '700000',
    tel_no: '02838551234',
    fax_no: '02838551235',
    legal_represent: 'Nguyễn Thị Kim Oanh',
    buy_fun_legal_represent: 'Lê Văn Hậu',
    email2: 'ketoan@saomai.vn',
  });
  await companyDemo.enrichCompany(tx, buy02, {
    erc: '0102345678',
    erc_office: 'Sở Kế hoạch và Đầu tư Hà Nội',
    erc_first_date: '2003-11-02',
    erc_edit_no: 12,
    erc_last_edit: '2025-02-14',
    buy_fun_zip: '100000',
    tel_no: '02437651234',
    fax_no: '02437651235',
    legal_represent: 'Trần Quang Vinh',
    buy_fun_legal_represent: 'Phạm Thị Hạnh',
    email2: 'taichinh@hoabinhfood.vn',
  });
  await companyDemo.seedPipeline(world, { entId: buy01, by: crm, steps: companyDemo.TO_ACTIVATED });
  await companyDemo.seedPipeline(world, { entId: buy02, by: crm, steps: companyDemo.TO_ONBOARDED });

  const prospect = await companyDemo.insertDemoCompany(tx, now, {
    type: 'BUYER',
    code: 'BUY03',
    name: 'Công ty TNHH Siêu thị Phương Đông',
    mst: '0315556667',
    address: '350 Điện Biên Phủ, Bình Thạnh, TP. Hồ Chí Minh',
    tel_no: '02835123456',
    email1: 'muahang@phuongdongmart.vn',
    legal_represent: 'Đoàn Minh Khang',
  });
  const consider: companyDemo.DemoStep[] = [
    ['agree_meet', 'AGREE_MEET'],
    ['persuade', 'PERSUADE'],
    ['consider', 'CONSIDER'],
  ];
  await companyDemo.seedPipeline(world, { entId: prospect, by: crm, steps: consider });
  const rejected = await companyDemo.insertDemoCompany(tx, now, {
    type: 'BUYER',
    code: 'BUY04',
    name: 'Công ty Cổ phần Dược phẩm An Khang',
    mst: '0108889990',
    address: '14 Láng Hạ, Đống Đa, Hà Nội',
    email1: 'lienhe@ankhangpharma.vn',
  });
  await companyDemo.seedPipeline(world, {
    entId: rejected,
    by: crm,
    steps: [
      ['agree_meet', 'AGREE_MEET'],
      ['reject', 'REJECT', 'Khách hàng chưa có nhu cầu tài trợ chuỗi cung ứng trong năm nay'],
    ],
  });

  await companyDemo.seedBanks(tx, now, crm, buy01, [
    {
      bank_name: 'Ngân hàng TMCP Ngoại thương Việt Nam (Vietcombank)',
      bank_branch: 'Chi nhánh Tân Định',
      bank_account_number: '0071001234567',
      bank_holder_name: 'CONG TY CO PHAN BAN LE SAO MAI',
      designated: true,
    },
    {
      bank_name: 'Ngân hàng TMCP Đầu tư và Phát triển Việt Nam (BIDV)',
      bank_branch: 'Chi nhánh Sở Giao dịch 2',
      bank_account_number: '31410009876543',
      bank_holder_name: 'CONG TY CO PHAN ARFLOW CAPITAL',
      side: 'SYSTEM',
    },
  ]);
  await companyDemo.seedBanks(tx, now, crm, buy02, [
    {
      bank_name: 'Ngân hàng TMCP Công Thương Việt Nam (VietinBank)',
      bank_branch: 'Chi nhánh Cầu Giấy',
      bank_account_number: '102001234567',
      bank_holder_name: 'TONG CONG TY THUC PHAM HOA BINH',
      designated: true,
    },
  ]);
  await tx.insert(buyerFrequencies).values([
    { ent_id: buy01, type: 'SUPPLIER_NOTIFICATION', weekdays: [1, 3, 5] },
    { ent_id: buy01, type: 'TRANSACTION_RESULT', weekdays: [2, 4] },
    { ent_id: buy02, type: 'SUPPLIER_NOTIFICATION', weekdays: [1] },
    { ent_id: buy02, type: 'DEBT_SUMMARY', weekdays: [5] },
  ]);
  await companyDemo.seedNotes(tx, now, crm, buy01, [
    {
      kind: 'REPORT',
      title: 'Gặp gỡ Giám đốc Tài chính',
      content: 'Bên mua đồng ý giới thiệu 12 nhà cung cấp bao bì và nông sản tham gia chương trình.',
      report_date: '2026-01-12',
    },
    {
      kind: 'REPORT',
      title: 'Rà soát hạn mức quý I',
      content: 'Doanh số mua hàng quý I tăng 18%; đề xuất nâng hạn mức thanh toán sớm.',
      report_date: '2026-03-30',
    },
    { kind: 'NOTE', content: 'Ưu tiên liên hệ qua email ketoan@saomai.vn trước 10 giờ sáng.' },
    { kind: 'NOTE', content: 'Kỳ đối chiếu công nợ: ngày 25 hằng tháng.' },
  ]);
  await companyDemo.seedNotes(tx, now, crm, buy02, [
    {
      kind: 'REPORT',
      title: 'Khảo sát chuỗi cung ứng',
      content: 'Khoảng 40 nhà cung cấp thực phẩm tươi sống có nhu cầu ứng trước công nợ.',
      report_date: '2026-02-06',
    },
    { kind: 'NOTE', content: 'Bên mua muốn nhận thông báo tổng hợp công nợ vào thứ Sáu.' },
  ]);
}
