import { signOutRoute } from '@seller-portal/auth';

export const Component = signOutRoute.Component;
export const handle = signOutRoute.handle;
