import { describe, expect, it } from 'vitest';
import { validateChangePassword } from './change-password-validation.ts';

describe('validateChangePassword', () => {
  it('needs the current password, the new one, and a matching confirmation', () => {
    expect(validateChangePassword({ current: '', password: 'Abcdef1!', confirm: 'Abcdef1!' })).toEqual({ current: 'password_required' });
    expect(validateChangePassword({ current: 'old', password: 'Abcdef1!', confirm: 'x' })).toEqual({ confirm: 'passwords_mismatch' });
    expect(validateChangePassword({ current: 'old', password: '', confirm: '' })).toEqual({ password: 'password_required' });
    expect(validateChangePassword({ current: ' old ', password: 'Abcdef1!', confirm: 'Abcdef1!' })).toEqual({});
  });
});
