import { signInRoute } from '@seller-portal/auth';

export const Component = signInRoute.Component;
export const handle = signInRoute.handle;
