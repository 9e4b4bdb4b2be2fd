import { PASSWORD_MAX_LENGTH } from '#shared/password-rules.ts';

export type ChangeProblem = 'password_required' | 'password_too_long' | 'passwords_mismatch';
export interface ChangeProblems {
  current?: ChangeProblem;
  password?: ChangeProblem;
  confirm?: ChangeProblem;
}

/** Passwords are never trimmed: a space is a legitimate character. */
function presence(password: string): ChangeProblem | undefined {
  if (password.length === 0) return 'password_required';
  return password.length > PASSWORD_MAX_LENGTH ? 'password_too_long' : undefined;
}

/**
 * The change form's own checks: the current password and the new one present, the confirmation
 * matching. The five rules of the new one gate the button (newPasswordReady, the server's schema).
 */
export function validateChangePassword(input: { current: string; password: string; confirm: string }): ChangeProblems {
  const problems: ChangeProblems = { current: presence(input.current), password: presence(input.password), confirm: input.confirm !== input.password ? 'passwords_mismatch' : undefined };
  return Object.fromEntries(Object.entries(problems).filter(([, code]) => code !== undefined)) as ChangeProblems;
}
