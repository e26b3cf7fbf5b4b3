import { describe, expect, it } from 'vitest';
import { badLinesOf } from './import-report.ts';

describe('badLinesOf', () => {
  it('groups an import error’s fields by line, in line order, keeping every message', () => {
    const lines = badLinesOf({
      'rows.120.locality': ['Dòng 120, Mã tỉnh: không hợp lệ'],
      'rows.5.name': ['Dòng 5, Họ và tên: bắt buộc'],
      'rows.5.email1': ['Dòng 5, Email: không hợp lệ'],
      'rows.50.id_card_number': ['Dòng 50, CCCD: 9 hoặc 12 chữ số'],
      file: ['not a row'],
    });
    expect(lines.map((l) => l.line)).toEqual([5, 50, 120]);
    expect(lines[0]?.messages).toEqual(['Dòng 5, Họ và tên: bắt buộc', 'Dòng 5, Email: không hợp lệ']);
  });
});
