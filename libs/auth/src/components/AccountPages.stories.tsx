import { ApiClientProvider, createApiClient, type ApiClient } from '@seller-portal/api-client';
import type { Session } from '@seller-portal/contracts/core';
import { storeSession } from '@seller-portal/contracts/testing';
import { sessionKeys } from '@seller-portal/session-guard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { authRoutes } from '../routes/auth-routes';

/** Calls that never answer: the page stays in its loading state. */
const waitingClient = createApiClient({ fetch: () => new Promise<Response>(() => undefined) });
/** Calls that fail at once (the server is not there): the page's error state. */
const offlineClient = createApiClient({ baseUrl: 'http://127.0.0.1:9' });

interface AccountPageProps {
  /** The address the page opens at (its query is the page's state: a token, a prefilled email). */
  path: string;
  /** The signed-in session, for the pages that need one. */
  session?: Session;
  /** How the server answers: never (loading) or not at all (offline). */
  server?: 'waiting' | 'offline';
}

/** An account page as the portal mounts it: its route module at its path, with the session already known. */
function AccountPage({ path, session, server = 'offline' }: AccountPageProps) {
  const [state] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    queryClient.setQueryData(sessionKeys.current(), session ?? null);
    const client: ApiClient = server === 'waiting' ? waitingClient : offlineClient;
    return { queryClient, client, router: createMemoryRouter(authRoutes, { initialEntries: [path] }) };
  });
  return (
    <QueryClientProvider client={state.queryClient}>
      <ApiClientProvider client={state.client}>
        <RouterProvider router={state.router} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

const meta = { title: 'Account pages', component: AccountPage, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const seller = storeSession({ username: 'seller@example.com' });

export const SignIn: Story = { args: { path: '/sign-in' } };
export const SignInWithEmail: Story = { args: { path: '/sign-in?u=seller%40example.com' } };
export const ForgotPassword: Story = { args: { path: '/forgot-password/v2' } };
export const ResetPasswordChecking: Story = { args: { path: '/reset-password/v2?token=abc', server: 'waiting' } };
export const ResetPasswordWithoutLink: Story = { args: { path: '/reset-password/v2' } };
export const CreatePasswordOffline: Story = { args: { path: '/create-password?token=abc' } };
export const ExpiredPasswordWithoutSignIn: Story = { args: { path: '/expired-password' } };
export const ChangePassword: Story = { args: { path: '/change-password', session: seller, server: 'waiting' } };
export const Register: Story = { args: { path: '/register' } };
export const RegisterCodeWithoutForm: Story = { args: { path: '/register/otp' } };
export const LoginVerificationWithoutSignIn: Story = { args: { path: '/login-verification' } };
export const VerifyPhoneNumber: Story = { args: { path: '/verify-phone-number', session: seller, server: 'waiting' } };
export const SwitchSession: Story = { args: { path: '/switch-session', session: seller, server: 'waiting' } };
export const ConfirmSignInWithoutToken: Story = { args: { path: '/confirm-sign-in' } };
export const SignOut: Story = { args: { path: '/sign-out', session: seller, server: 'waiting' } };
