import { ResetSessionPage } from '../components/ResetSessionPage';

/** Lazy module of /reset-session (§2.1; public). */
export const Component = ResetSessionPage;
