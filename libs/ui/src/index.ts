export { uiResources } from './i18n/resources';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button/Button';
export { Spinner, type SpinnerProps } from './components/spinner/Spinner';
export { TextField, type TextFieldProps } from './components/text-field/TextField';
export { PasswordField, type PasswordFieldProps } from './components/password-field/PasswordField';
export { createToastStore, toastStore, type Toast, type ToastAction, type ToastOptions, type ToastStore, type ToastType } from './components/toast/toast-state';
export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './components/toast/toast-context';
export { Toaster, type ToasterProps } from './components/toast/Toaster';
export { Dialog, DialogClose, type DialogProps } from './components/dialog/Dialog';
export { ErrorView, errorViewKind, type ErrorViewProps, type ErrorViewCode, type ErrorViewKind } from './components/error-view/ErrorView';
export { Card, type CardProps } from './components/card/Card';
export { BrandMark } from './components/brand-mark/BrandMark';
export { Stack, Container, CenteredPage, VisuallyHidden, type StackProps, type ContainerProps, type Space } from './components/layout/Stack';
export { Header, type HeaderProps } from './components/header/Header';
export { Avatar, type AvatarProps } from './components/avatar/Avatar';
export { CountBadge, countBadgeText, type CountBadgeProps } from './components/count-badge/CountBadge';
export { LanguageSwitch, type LanguageSwitchProps } from './components/language-switch/LanguageSwitch';
export { Icon, EyeIcon, EyeOffIcon, CloseIcon, CheckCircleIcon, AlertCircleIcon, InfoIcon, WarningIcon, type IconProps } from './components/icons/icons';
/** The page's style nonce, for a library that adds `<style>` elements and takes it as an option (Redoc). */
export { cspNonce, shareNonceWithStyleLibraries } from './styles/content-security';
/** The one form state (also in `@seller-portal/ui/forms`): here too, for the first page's form, which loads no other form part. */
export { useFormState, type FormErrors, type FormState, type FormStateOptions } from './form/use-form-state';
