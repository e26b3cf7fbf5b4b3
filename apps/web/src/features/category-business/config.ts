import {
  CRITERION_KIND_LABELS,
  CRITERION_KINDS,
  type IndustryForm,
  type ParameterForm,
} from '@arflow/domain/api/category-business';
import type { FieldConfig } from '../../shared/forms/SchemaForm.tsx';

export const INDUSTRY_FIELDS = {
  name: { label: 'categoryBusiness.industry.name', maxLength: 120, span: 24 },
  description: {
    label: 'categoryBusiness.industry.description',
    kind: 'textarea',
    maxLength: 1000,
    span: 24,
  },
} as const satisfies FieldConfig<IndustryForm>;

export const PARAMETER_FIELDS = {
  name: { label: 'categoryBusiness.parameter.name', maxLength: 120, span: 24 },
  kind: {
    label: 'categoryBusiness.parameter.kind',
    kind: 'select',
    options: CRITERION_KINDS.map((k) => ({ value: k, label: CRITERION_KIND_LABELS[k] })),
    addOnly: true,
  },
  unit: { label: 'categoryBusiness.parameter.unit', maxLength: 30 },
} as const satisfies FieldConfig<ParameterForm>;

/** A range as read: '[1; 2)', '< 2', '≥ 1', or '' for an option (no bound). */
export function rangeText(min: number | null, max: number | null, format: (n: number) => string): string {
  if (min === null && max === null) return '';
  if (min === null) return `< ${format(max!)}`;
  if (max === null) return `≥ ${format(min)}`;
  return `[${format(min)}; ${format(max)})`;
}
