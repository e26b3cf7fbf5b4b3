/**
 * The page numbers a paginator shows: `count` consecutive numbers around the current page,
 * shifted to stay inside 1..total (spec §9: the paginator shows 7 page numbers).
 */
export function pageWindow(current: number, total: number, count = 7): number[] {
  if (total <= 0) return [];
  const size = Math.min(count, total);
  const page = Math.min(Math.max(1, current), total);
  let start = page - Math.floor((size - 1) / 2);
  start = Math.max(1, Math.min(start, total - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}
