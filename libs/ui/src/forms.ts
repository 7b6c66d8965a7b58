// The form parts of the design system, an entry point of their own (`@seller-portal/ui/forms`): the pages with
// forms load them, and the first page (/sign-in), which imports `@seller-portal/ui`, does not carry them.
export { Notice, Checkbox, formStyles, type NoticeProps, type CheckboxProps } from './components/form/FormParts';
export {
  useFormState,
  type FormErrors,
  type FormSchema,
  type FormState,
  type FormStateOptions,
  type TextFieldBinding,
  type TextFieldName,
} from './form/use-form-state';
export { CodeField, type CodeFieldProps } from './components/code-field/CodeField';
export { codeDigits } from './components/code-field/code-digits';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './components/text-area-field/TextAreaField';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/RadioGroup';
export { FilterChip, FilterChips, type FilterChipProps } from './components/filter-chips/FilterChips';
// The question before an action (a Dialog with Cancel and the action): here, so the first page does not carry it.
export { ConfirmDialog, type ConfirmDialogProps } from './components/dialog/ConfirmDialog';
// An internal reviewer's approve-or-reject (official store applications, identity photos).
export { ReviewDecision, type ReviewDecisionProps, type ReviewDecisionTexts } from './components/review-decision/ReviewDecision';
// The internal tools' pages (§2.4): their head, pager, audit trail and page classes.
export { PageHead, type PageHeadProps } from './components/admin-page/PageHead';
export { Pager, type PagerProps } from './components/admin-page/Pager';
export { AuditTrail, FailureStatus, LoadingStatus, adminStyles, type AuditTrailEntry, type AuditTrailProps } from './components/admin-page/AuditTrail';
export { QueryStates, type QueryStatesProps, type QueryStatesQuery } from './components/admin-page/QueryStates';
// A status as a coloured word, on the pages that list and act on things (orders, applications, announcements).
export { StatusTag, type StatusTagProps, type StatusTone } from './components/status-tag/StatusTag';
// A phone's list filters behind one button, applied together from a sheet.
export { FilterSheet, type FilterSheetProps } from './components/filter-sheet/FilterSheet';
// A list's saved views (orders, products) behind one button.
export { SavedViewsMenu, type SavedViewsMenuItem, type SavedViewsMenuProps } from './components/saved-views/SavedViewsMenu';
// "Undo" for a few seconds after an action the server can reverse (a toast, and Ctrl+Z while it shows).
export { useUndoOffer, type UndoOffer } from './components/undo/use-undo-offer';
