export interface BadLine {
  line: number;
  messages: string[];
}

/** The 422 IMPORT_FILE_ERROR's `fields` (`rows.<line>.<column>`) grouped by line, in line order. */
export function badLinesOf(fields: Record<string, string[]>): BadLine[] {
  const byLine = new Map<number, string[]>();
  for (const [key, messages] of Object.entries(fields)) {
    const line = Number(/^rows\.(\d+)\./.exec(key)?.[1]);
    if (!Number.isSafeInteger(line)) continue;
    byLine.set(line, [...(byLine.get(line) ?? []), ...messages]);
  }
  return [...byLine.entries()].sort(([a], [b]) => a - b).map(([line, messages]) => ({ line, messages }));
}
