import type { ComponentProps } from 'react';
import { type CallList, CallTable } from '../../shared/widgets/CallTable.tsx';
import { POINTS_AREA } from './api.ts';

/** One of the points lists (the shared `CallList`). */
export type PointsList<Row> = CallList<Row>;

/** A points list inside the page, reloaded with every points write. */
export function PointsTable<Row extends { id: number }>(
  props: Omit<ComponentProps<typeof CallTable<Row>>, 'area'>,
) {
  return <CallTable<Row> area={POINTS_AREA} {...props} />;
}
