import { RegisterPage } from '../components/RegisterPage';

/** Lazy module of /register (§2.5, §2.7: public). */
export const Component = RegisterPage;
