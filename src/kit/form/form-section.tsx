/**
 * A form inside a workspace (a plan's header, a paper's basics, a lesson of the week): fields
 * declared as data on a grid, the red asterisks and Chinese messages of the generated body
 * schema, while the workspace owns the values (value / onChange) and validates when it saves.
 */
import { Form } from '@arco-design/web-react';
import { useEffect, useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { isApiError } from '@/api/errors';
import {
  fieldMeta,
  isChosen,
  rangeErrors,
  SchemaFields,
  toFormValues,
  toPayload,
  type FormField,
} from './form-fields';
import { requiredFields, requiredNow, validateWithSchema } from './zod-errors';
import '../styles';

export interface FormSectionOptions<Values> {
  /** The form's accessible name. */
  title: string;
  fields: readonly FormField[];
  /** The generated zod schema of the request body (or of one item of it); the section's fields are
   *  among its fields, the workspace's other parts may be too. Without it, fields say `required`. */
  schema?: ZodType;
  value: Values;
  /** The values after an edit (switches as 1 / 0) and what changed. */
  onChange: (value: Values, changed: Partial<Values>) => void;
  disabled?: boolean;
  style?: CSSProperties;
}

export interface FormSection {
  /** The form to place in the workspace. */
  section: ReactNode;
  /**
   * Checks a payload (the section's values, usually with the workspace's other parts) against the
   * schema: blank strings dropped, strings trimmed; the section's fields show their messages.
   * Returns the parsed payload, or undefined when something is wrong.
   */
  validate: <Payload>(payload: object) => Payload | undefined;
  /** Field errors the server named (`result.errors` of a failed save), at their fields. */
  showServerErrors: (error: unknown) => void;
}

export function useFormSection<Values extends object>({
  title,
  fields,
  schema,
  value,
  onChange,
  disabled,
  style,
}: FormSectionOptions<Values>): FormSection {
  const [form] = Form.useForm();
  const id = useId(); // unique control ids across kept-alive tabs
  const always = useMemo(() => (schema ? requiredFields(schema) : new Set<string>()), [schema]);
  const shown = toFormValues(fields, value as Record<string, unknown>);
  const shownKey = JSON.stringify(shown);
  // the asterisks follow the schema's rules for the values held now (a field required in some cases)
  const required = useMemo(
    () =>
      schema
        ? requiredNow(
            schema,
            toPayload(fields, JSON.parse(shownKey) as Record<string, unknown>),
            fields.map((field) => field.field),
            always,
          )
        : always,
    [schema, fields, shownKey, always],
  );
  // the latest values, so two edits between renders both reach the workspace
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  // Arco reports setFieldsValue as a value change; the workspace's own change is not an edit
  const syncing = useRef(false);

  // what the workspace changed (a loaded record, a derived value) into the form
  useEffect(() => {
    const current = form.getFieldsValue();
    const next = JSON.parse(shownKey) as Record<string, unknown>;
    const changed = Object.fromEntries(
      fields.flatMap((field) =>
        current[field.field] === next[field.field] ? [] : [[field.field, next[field.field]]],
      ),
    );
    if (!Object.keys(changed).length) return;
    syncing.current = true;
    form.setFieldsValue(changed);
    syncing.current = false;
  }, [form, fields, shownKey]);

  const names = new Set(fields.map((field) => field.field));
  const showErrors = (errors: Record<string, string>) =>
    form.setFields(
      Object.fromEntries(
        [...names].map((field) => [field, { error: errors[field] ? { message: errors[field] } : undefined }]),
      ),
    );

  const section = (
    <Form
      form={form}
      id={id}
      layout="vertical"
      initialValues={shown}
      disabled={disabled}
      style={style}
      aria-label={title}
      onValuesChange={(changed: Record<string, unknown>) => {
        if (syncing.current) return;
        const out: Record<string, unknown> = { ...changed };
        for (const field of fields)
          if (field.type === 'switch' && field.field in out) out[field.field] = out[field.field] ? 1 : 0;
        const next = { ...latest.current, ...out } as Values;
        latest.current = next;
        // a field the user corrects loses its old message; the next validate checks everything again
        form.setFields(
          Object.fromEntries(Object.keys(changed).map((field) => [field, { error: undefined }])),
        );
        onChange(next, out as Partial<Values>);
      }}
    >
      <SchemaFields fields={fields} required={required} named />
    </Form>
  );

  const validate = <Payload,>(payload: object) => {
    const values = toPayload(fields, payload as Record<string, unknown>);
    const checked = schema
      ? validateWithSchema(schema, values, fieldMeta(fields))
      : { data: values, errors: {} as Record<string, string> };
    const errors = { ...rangeErrors(fields, values), ...checked.errors };
    // a field marked required that the schema does not require (or no schema)
    for (const field of fields)
      if (field.required && values[field.field] === undefined && !errors[field.field])
        errors[field.field] = `${isChosen(field) ? '请选择' : '请输入'}${field.label}`;
    showErrors(errors);
    return Object.keys(errors).length ? undefined : (checked.data as Payload);
  };

  const showServerErrors = (error: unknown) => {
    if (isApiError(error) && error.fields) showErrors(error.fields);
  };

  return { section, validate, showServerErrors };
}
