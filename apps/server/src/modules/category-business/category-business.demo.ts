import type { CriterionKind } from '@arflow/domain/credit-rating';
import type { DemoWorld } from '../../platform/modules/module.ts';
import {
  ratingBands,
  ratingCriteria,
  ratingIndustries,
  ratingParameters,
  ratingScoreItems,
  supplierRatings,
} from './category-business.tables.ts';

type Item = [name: string, min: number | null, max: number | null, score: number];

const PARAMETERS: { name: string; kind: CriterionKind; unit: string | null; items: Item[] }[] = [
  {
    name: 'Tỷ số thanh toán hiện hành',
    kind: 'QUANTITATIVE',
    unit: 'lần',
    items: [
      ['Dưới 1', null, 1, 30],
      ['Từ 1 đến dưới 1,5', 1, 1.5, 70],
      ['Từ 1,5 trở lên', 1.5, null, 100],
    ],
  },
  {
    name: 'Biên lợi nhuận gộp',
    kind: 'QUANTITATIVE',
    unit: '%',
    items: [
      ['Dưới 10%', null, 10, 40],
      ['Từ 10% đến dưới 20%', 10, 20, 75],
      ['Từ 20% trở lên', 20, null, 100],
    ],
  },
  {
    name: 'Số năm hoạt động',
    kind: 'QUANTITATIVE',
    unit: 'năm',
    items: [
      ['Dưới 3 năm', null, 3, 40],
      ['Từ 3 đến dưới 10 năm', 3, 10, 75],
      ['Từ 10 năm trở lên', 10, null, 100],
    ],
  },
  {
    name: 'Kinh nghiệm ban lãnh đạo',
    kind: 'QUALITATIVE',
    unit: null,
    items: [
      ['Trên 10 năm trong ngành', null, null, 100],
      ['Từ 5 đến 10 năm', null, null, 70],
      ['Dưới 5 năm', null, null, 40],
    ],
  },
  {
    name: 'Lịch sử tín dụng',
    kind: 'QUALITATIVE',
    unit: null,
    items: [
      ['Không có nợ quá hạn', null, null, 100],
      ['Có nợ quá hạn dưới 90 ngày', null, null, 50],
      ['Có nợ xấu', null, null, 0],
    ],
  },
];

/** Two industries, each weighing four parameters with proportions that total 100. */
const INDUSTRIES: { name: string; description: string; rates: [parameter: number, proportion: number][] }[] =
  [
    {
      name: 'Sản xuất công nghiệp',
      description: 'Doanh nghiệp sản xuất, chế biến',
      rates: [
        [0, 30],
        [1, 25],
        [3, 25],
        [4, 20],
      ],
    },
    {
      name: 'Thương mại - Phân phối',
      description: 'Doanh nghiệp bán buôn, bán lẻ, phân phối',
      rates: [
        [0, 25],
        [2, 25],
        [3, 20],
        [4, 30],
      ],
    },
  ];

const BANDS: [name: string, min: number | null, max: number | null][] = [
  ['D', null, 40],
  ['C', 40, 60],
  ['B', 60, 75],
  ['A', 75, 90],
  ['AA', 90, null],
];

/** The funder's rating model, and SUP01 scored on the first industry (73.50, band B). */
export async function seedRatingDemo(
  { tx, now, enterpriseId, userId }: DemoWorld,
  funder: string,
): Promise<void> {
  const ent_id = enterpriseId(funder);
  const by = userId('master');
  const stamp = { ent_id, created_by: by, updated_by: by, created_at: now, updated_at: now };
  const params = await tx
    .insert(ratingParameters)
    .values(PARAMETERS.map(({ items: _i, ...p }) => ({ ...p, ...stamp })))
    .returning({ id: ratingParameters.id });
  await tx.insert(ratingBands).values(BANDS.map(([name, min, max]) => ({ ent_id, name, min, max })));
  let scored = false;
  for (const industry of INDUSTRIES) {
    const [row] = await tx
      .insert(ratingIndustries)
      .values({ name: industry.name, description: industry.description, ...stamp })
      .returning({ id: ratingIndustries.id });
    const inputs: { criterion_id: number; value: number | null; item_id: number | null }[] = [];
    for (const [p, proportion] of industry.rates) {
      const [criterion] = await tx
        .insert(ratingCriteria)
        .values({ industry_id: row!.id, parameter_id: params[p]!.id, proportion })
        .returning({ id: ratingCriteria.id });
      const def = PARAMETERS[p]!;
      const items = await tx
        .insert(ratingScoreItems)
        .values(
          def.items.map(([name, min, max, score]) => ({
            criterion_id: criterion!.id,
            name,
            min,
            max,
            score,
          })),
        )
        .returning({ id: ratingScoreItems.id });
      // SUP01: current ratio 1.2 (70), margin 22 % (100), management option 2 (70), history option 2 (50).
      const value = p === 0 ? 1.2 : p === 1 ? 22 : null;
      inputs.push({
        criterion_id: criterion!.id,
        value,
        item_id: def.kind === 'QUALITATIVE' ? items[1]!.id : null,
      });
    }
    if (!scored) {
      await tx.insert(supplierRatings).values({
        supplier_id: enterpriseId('SUP01'),
        industry_id: row!.id,
        inputs,
        rated_by: by,
        rated_at: now,
      });
      scored = true;
    }
  }
}
