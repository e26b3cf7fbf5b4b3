import { useMemo } from 'react';
import type { FieldOption } from '../../shared/forms/SchemaForm.tsx';
import { useAllDepartments, useGroups } from './api.ts';

/** The funder's departments and active teams as select options (member and team forms). */
export function useOrgOptions(): { departments: FieldOption[]; groups: FieldOption[] } {
  const departments = useAllDepartments();
  const groups = useGroups();
  return useMemo(
    () => ({
      departments: (departments.data?.data ?? []).map((d) => ({
        value: d.id,
        label: { vi: `${d.code} — ${d.name}`, en: `${d.code} — ${d.name}` },
      })),
      groups: (groups.data?.data ?? [])
        .filter((g) => g.active)
        .map((g) => ({
          value: g.id,
          label: { vi: `${g.name} (${g.dep_name})`, en: `${g.name} (${g.dep_name})` },
        })),
    }),
    [departments.data, groups.data],
  );
}
