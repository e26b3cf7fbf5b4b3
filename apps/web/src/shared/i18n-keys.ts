import type { ParseKeys } from 'i18next';

/**
 * A text key of the portal ('sample.list.title'), checked against the Vietnamese texts of the
 * shell and of every module: configuration (columns, filters, fields) names its labels by key.
 */
export type TextKey = ParseKeys;
