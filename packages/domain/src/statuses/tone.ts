import type { Text } from '../text.ts';

/** Display tone of a status badge; the web maps it to an Ant Design Tag/Badge colour. */
export const TONES = ['default', 'processing', 'success', 'warning', 'error'] as const;
export type Tone = (typeof TONES)[number];

export interface StatusLabel {
  label: Text;
  tone: Tone;
}
