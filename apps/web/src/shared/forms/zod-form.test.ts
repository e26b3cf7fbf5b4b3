import { changePasswordRequest } from '@arflow/domain/api/auth';
import { sampleForm } from '@arflow/domain/api/sample';
import { describe, expect, it } from 'vitest';
import { fieldErrors, parseForm } from './zod-form.ts';

const valid = {
  code: 'S-1',
  name: 'Sample',
  email: 'a@b.vn',
  phone: '0901234567',
  amount: 1_500_000,
  rate: 12.5,
  effective_date: '2026-11-20',
  description: '',
};

describe('zod form rules', () => {
  it('passes a valid sample and normalises it', () => {
    const parsed = parseForm(sampleForm, valid, 'vi');
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.data.description).toBeNull();
  });

  it('says required for an empty number field, in the chosen language', () => {
    const errors = fieldErrors(sampleForm, { ...valid, amount: undefined }, 'en');
    expect(errors.amount).toEqual(['This field is required']);
    expect(fieldErrors(sampleForm, { ...valid, name: '' }, 'vi').name).toEqual(['Trường này là bắt buộc']);
  });

  it('gives the domain messages of spec §5', () => {
    const errors = fieldErrors(sampleForm, { ...valid, email: 'nope', effective_date: '2026-11-22' }, 'en');
    expect(errors.email).toEqual(['Email is not valid.']);
    expect(errors.effective_date).toEqual(['The date must not be a weekend']);
  });

  it('puts object-level refinements on their field', () => {
    const errors = fieldErrors(
      changePasswordRequest,
      { old_password: 'x', new_password: 'Abcdef1!', confirm_password: 'Abcdef1?' },
      'en',
    );
    expect(errors.confirm_password).toEqual(['The Confirm New Password does not match']);
  });
});
