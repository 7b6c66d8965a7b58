import { ExpiredPasswordPage } from '../components/ExpiredPasswordPage';

/** Lazy module of /expired-password (§2.1; public). */
export const Component = ExpiredPasswordPage;
