/** A group name as compared for uniqueness (spec §5): trimmed, NFC, Vietnamese lower case. */
export function nameKey(name: string): string {
  return name.trim().normalize('NFC').toLocaleLowerCase('vi');
}
