import { useMutation } from '@tanstack/react-query';
import type {
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  User,
} from '@moodcraft/core/accounts/accounts';
import { api } from '../../../lib/api-client';

type SessionUser = User & { token: string };

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginRequest) =>
      api<LoginResponse>('/users/login', { method: 'POST', body, expectUnauthorised: true }),
  });
}

export function useTwoFactorLogin() {
  return useMutation({
    mutationFn: (body: { challengeToken: string; code: string }) =>
      api<SessionUser>('/users/login/two-factor', {
        method: 'POST',
        body,
        expectUnauthorised: true,
      }),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) =>
      api<{ data: SessionUser }>('/users', { method: 'POST', body }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api<{ message: string }>('/users/forgot-password', { method: 'POST', body: { email } }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api<{ message: string }>('/users/reset-password', { method: 'POST', body }),
  });
}

/** "This wasn't me", with the token from the notice of an email change. */
export function useSecureAccount() {
  return useMutation({
    mutationFn: (token: string) =>
      api<{ message: string }>('/users/secure-account', { method: 'POST', body: { token } }),
  });
}

/** The profile part of a login answer, without the token (the session lives in a cookie). */
export function withoutToken({ token: _token, ...user }: SessionUser): User {
  return user;
}
