import { RegisterOtpPage } from '../components/RegisterOtpPage';

/** Lazy module of /register/otp (§2.5, §2.7: public). */
export const Component = RegisterOtpPage;
