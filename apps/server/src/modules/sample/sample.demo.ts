import type { SampleForm } from '@arflow/domain/api/sample';

/** Goods named by the demo samples (the benchmarks' generator cycles through them too). */
export const GOODS = [
  'Bao bì carton 3 lớp',
  'Gạo ST25 xuất khẩu',
  'Cà phê Robusta nhân xô',
  'Hạt điều rang muối',
  'Thép cuộn cán nóng',
  'Vải cotton dệt kim',
  'Dầu ăn tinh luyện',
  'Nước mắm Phú Quốc',
  'Tôm thẻ đông lạnh',
  'Xi măng PCB40',
  'Phân bón NPK',
  'Gỗ ván ép công nghiệp',
  'Nhựa PET tái chế',
  'Sữa tươi tiệt trùng',
  'Đường tinh luyện',
];

/** A demo sample: the form a user would have filled in, its owner and whether it was disabled. */
export interface DemoSample {
  owner: string;
  form: SampleForm;
  disabled: boolean;
}

/**
 * 25 public samples of the funder on working days from 5 Jan 2026, every sixth one disabled,
 * then 3 of buyer BUY01 and 3 of supplier SUP01: each demo company user sees its own.
 */
export function demoSamples(): DemoSample[] {
  const out: DemoSample[] = [];
  const day = new Date('2026-01-05T00:00:00Z');
  const owners = [...Array(25).fill('ARFLOW'), 'BUY01', 'BUY01', 'BUY01', 'SUP01', 'SUP01', 'SUP01'];
  owners.forEach((owner: string, n) => {
    const i = n + 1;
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const goods = GOODS[(i - 1) % GOODS.length]!;
    out.push({
      owner,
      disabled: i % 6 === 0,
      form: {
        code:
          owner === 'ARFLOW' ? `SMP${String(i).padStart(3, '0')}` : `${owner}-${String(i).padStart(3, '0')}`,
        name: `${goods} - lô ${i}`,
        email: `lienhe${i}@demo.arflow.vn`,
        phone: `0909${String(100000 + i * 137).slice(-6)}`,
        amount: 50_000_000 + i * 12_500_000,
        rate: 6 + (i % 7) * 0.25,
        effective_date: day.toISOString().slice(0, 10),
        description: i % 3 === 0 ? `Hợp đồng khung số ${i}/2026/HĐKT` : null,
      },
    });
    day.setUTCDate(day.getUTCDate() + 3);
  });
  return out;
}
