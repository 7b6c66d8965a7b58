import { useCallback, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';

/** The field messages of a form: per field, the key of the text to show (a §8 code or a page text). */
export type FormErrors<V, M extends string = string> = Partial<Record<keyof V & string, M>>;

/**
 * What a zod schema (or any validator with the same shape) offers: `safeParse`, whose issues name the field by the
 * first step of their path and carry the field's message key as their message. Only the shape is used, so zod
 * stays out of a page that does not bring it.
 */
export interface FormSchema {
  safeParse(values: unknown): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface FormStateOptions<V extends object, M extends string = string> {
  /** The fields and their first values; their order is the order in which an invalid field takes the focus. */
  initialValues: V;
  /** The field messages of the values, checked before every submit: a function, or a schema (`FormSchema`). */
  validate: ((values: V) => FormErrors<V, M>) | FormSchema;
  /** Sends the values. The form is busy meanwhile, and a second submit is ignored. */
  submit: (values: V) => Promise<void>;
  /**
   * A failed `submit`: the field a server error belongs to and its message (the field shows it and takes the
   * focus), or `undefined` when the error is the page's to show (a toast, a notice).
   */
  fieldError?: (error: unknown) => { field: keyof V & string; message: M } | undefined;
  /** A failed `submit` that no field took. */
  onError?: (error: unknown) => void;
  /** The text a field shows for its message (the page's `t`); without it, `textField` gives no `error`. */
  errorText?: (message: M) => ReactNode;
}

/** The fields of a form whose value is text. */
export type TextFieldName<V> = { [K in keyof V & string]: V[K] extends string ? K : never }[keyof V & string];

/** What a text input of the design system takes for one field: its ref, value, change and message. */
export interface TextFieldBinding {
  ref: (element: HTMLElement | null) => void;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

export interface FormState<V extends object, M extends string = string> {
  values: V;
  errors: FormErrors<V, M>;
  busy: boolean;
  /** Sets a field's value and clears its message (the user is answering it). */
  setValue<K extends keyof V & string>(field: K, value: V[K]): void;
  /** Shows messages and focuses the first invalid field; says whether there was one. */
  showErrors(errors: FormErrors<V, M>): boolean;
  /** The ref a field's input takes, so the form can focus it. */
  fieldRef(field: keyof V & string): (element: HTMLElement | null) => void;
  /** The form's `onSubmit`: validate, focus the first invalid field or send. */
  onSubmit(event?: FormEvent<HTMLFormElement>): Promise<void>;
  /** A text field's props in one: `<TextField {...form.textField('email')} label={…} />`. */
  textField(field: TextFieldName<V>): TextFieldBinding;
}

function errorsOfSchema<V extends object, M extends string>(schema: FormSchema, values: V): FormErrors<V, M> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    // The first message of a field is the one to fix first.
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors as FormErrors<V, M>;
}

/**
 * The state of a form as the account pages (and every feature form) keep it: values, field messages, busy, focus
 * on the first invalid field, and server errors placed on their field.
 */
export function useFormState<V extends object, M extends string = string>(options: FormStateOptions<V, M>): FormState<V, M> {
  const [values, setValues] = useState<V>(options.initialValues);
  const [errors, setErrors] = useState<FormErrors<V, M>>({});
  const [busy, setBusy] = useState(false);
  // The latest options and values, so a submit sees what the page knows now (an availability check, say).
  const latest = useRef({ options, values, busy });
  latest.current = { options, values, busy };
  const elements = useRef(new Map<string, HTMLElement>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());

  const fieldRef = useCallback((field: keyof V & string) => {
    let ref = refs.current.get(field);
    if (!ref) {
      ref = (element) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refs.current.set(field, ref);
    }
    return ref;
  }, []);

  const showErrors = useCallback((next: FormErrors<V, M>) => {
    setErrors(next);
    const first = Object.keys(latest.current.options.initialValues).find((field) => next[field as keyof V & string]);
    if (first) elements.current.get(first)?.focus();
    return first !== undefined;
  }, []);

  const setValue = useCallback(<K extends keyof V & string>(field: K, value: V[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const onSubmit = useCallback(
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const { options: current, values: submitted, busy: running } = latest.current;
      if (running) return;
      const invalid = typeof current.validate === 'function' ? current.validate(submitted) : errorsOfSchema<V, M>(current.validate, submitted);
      if (showErrors(invalid)) return;
      latest.current.busy = true;
      setBusy(true);
      try {
        await current.submit(submitted);
      } catch (error) {
        const placed = current.fieldError?.(error);
        if (placed) showErrors({ [placed.field]: placed.message } as FormErrors<V, M>);
        else current.onError?.(error);
      } finally {
        latest.current.busy = false;
        setBusy(false);
      }
    },
    [showErrors],
  );

  const textField = (field: TextFieldName<V>): TextFieldBinding => {
    const message = errors[field];
    return {
      ref: fieldRef(field),
      value: values[field] as string,
      onChange: (event) => setValue(field, event.target.value as V[typeof field]),
      error: message && options.errorText ? options.errorText(message) : undefined,
    };
  };

  return { values, errors, busy, setValue, showErrors, fieldRef, onSubmit, textField };
}
