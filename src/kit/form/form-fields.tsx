import { Form, Grid, Input, InputNumber, Radio, Select, Switch } from '@arco-design/web-react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { LazyCascader, LazyDatePicker } from '../fields/lazy-pickers';
import { DictSelect, FilterSelect } from '../fields/lookup-select';
import type { DictionaryName, FilterKind } from '../fields/lookups';
import type { CascaderOption } from '../list/types';
import '../styles';

interface Base {
  field: string;
  label: string;
  placeholder?: string;
  /** Help text under the field. */
  extra?: string;
  /** Half width (two per row) instead of the full row. */
  half?: boolean;
  /** Columns of the 24-column row it takes (a header form with several fields a row). */
  span?: number;
  /** Overrides the asterisk derived from the body schema (e.g. required only in some cases). */
  required?: boolean;
  disabled?: boolean;
}

/** A form field, declared as data. Validation comes from the contract's zod body schema. */
export type FormField = Base &
  (
    | { type: 'input' | 'password'; maxLength?: number }
    | { type: 'textarea'; maxLength?: number }
    | { type: 'number'; min?: number; max?: number; precision?: number; suffix?: string }
    | {
        type: 'select' | 'radio';
        options: { label: string; value: string | number }[];
        /** select: type to filter the options (long lists). */
        showSearch?: boolean;
      }
    | { type: 'dict'; dict: DictionaryName }
    | { type: 'filter'; kind: FilterKind }
    | { type: 'date' | 'datetime' }
    /** Stored as 1 / 0 (the contract's integer flags). */
    | { type: 'switch'; checkedText?: string; uncheckedText?: string }
    | { type: 'cascader'; options: CascaderOption[] }
    /** A control of the screen's own (receives value/onChange from the form); required, it says
     *  请选择… unless `chosen: false` (something typed, such as rich text). */
    | { type: 'custom'; render: () => ReactNode; chosen?: boolean }
  );

export const isChosen = (field: FormField) =>
  field.type === 'custom'
    ? field.chosen !== false
    : ['select', 'radio', 'dict', 'filter', 'date', 'datetime', 'cascader'].includes(field.type);

export function fieldControl(field: FormField): ReactNode {
  const placeholder = field.placeholder ?? `${isChosen(field) ? '请选择' : '请输入'}${field.label}`;
  switch (field.type) {
    case 'input':
      return (
        <Input placeholder={placeholder} maxLength={field.maxLength} disabled={field.disabled} allowClear />
      );
    case 'password':
      return (
        <Input.Password placeholder={placeholder} maxLength={field.maxLength} autoComplete="new-password" />
      );
    case 'textarea':
      return (
        <Input.TextArea
          placeholder={placeholder}
          maxLength={field.maxLength}
          showWordLimit={!!field.maxLength}
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      );
    case 'number':
      // no min / max on the control: Arco would silently move a number out of range to the bound
      // (1999 → 2000); rangeProblem flags it with the field's message instead. The bounds are still
      // said to screen readers (Arco's own would be ±Infinity, which is no valid value)
      return (
        <InputNumber
          placeholder={placeholder}
          aria-valuemin={field.min}
          aria-valuemax={field.max}
          precision={field.precision}
          suffix={field.suffix}
          disabled={field.disabled}
        />
      );
    case 'select':
      return (
        <Select
          placeholder={placeholder}
          options={field.options}
          showSearch={field.showSearch}
          allowClear
          disabled={field.disabled}
        />
      );
    case 'radio':
      return <Radio.Group options={field.options} disabled={field.disabled} />;
    case 'dict':
      return <DictSelect dict={field.dict} placeholder={placeholder} disabled={field.disabled} />;
    case 'filter':
      return <FilterSelect kind={field.kind} placeholder={placeholder} disabled={field.disabled} />;
    case 'date':
      return <LazyDatePicker style={{ width: '100%' }} placeholder={placeholder} disabled={field.disabled} />;
    case 'datetime':
      return (
        <LazyDatePicker
          showTime
          style={{ width: '100%' }}
          placeholder={placeholder}
          disabled={field.disabled}
        />
      );
    case 'switch':
      return (
        <Switch
          checkedText={field.checkedText}
          uncheckedText={field.uncheckedText}
          disabled={field.disabled}
        />
      );
    case 'cascader':
      return (
        <LazyCascader
          placeholder={placeholder}
          options={field.options}
          allowClear
          disabled={field.disabled}
        />
      );
    case 'custom':
      return field.render();
  }
}

/** A number outside its field's declared range, in the words of the schema's messages; undefined when inside. */
export function rangeProblem(field: FormField, value: unknown): string | undefined {
  if (field.type !== 'number' || typeof value !== 'number') return undefined;
  if (field.min !== undefined && value < field.min) return `${field.label}不能小于 ${field.min}`;
  if (field.max !== undefined && value > field.max) return `${field.label}不能大于 ${field.max}`;
  return undefined;
}

/** The out-of-range numbers of a payload, at their fields. */
export const rangeErrors = (fields: readonly FormField[], values: Record<string, unknown>) =>
  Object.fromEntries(
    fields.flatMap((field) => {
      const problem = rangeProblem(field, values[field.field]);
      return problem ? [[field.field, problem]] : [];
    }),
  ) as Record<string, string>;

/**
 * The fields as Form.Items on a 24-column grid: label, help text, the asterisk (from the
 * body schema unless the field says), each control bound to the form by its name.
 */
export function SchemaFields({
  fields,
  required,
  named,
}: {
  fields: readonly FormField[];
  required: ReadonlySet<string>;
  /** Chosen controls (selects, radios …) carry their label as aria-label: the label element
   *  names only inputs, and a select's box is a div. */
  named?: boolean;
}) {
  return (
    <Grid.Row gutter={16}>
      {fields.map((field) => (
        <Grid.Col key={field.field} span={field.span ?? (field.half ? 12 : 24)}>
          <Form.Item
            field={field.field}
            label={field.label}
            extra={field.extra}
            required={field.required ?? required.has(field.field)}
            triggerPropName={field.type === 'switch' ? 'checked' : undefined}
          >
            {named && isChosen(field)
              ? cloneElement(fieldControl(field) as ReactElement<{ 'aria-label'?: string }>, {
                  'aria-label': field.label,
                })
              : fieldControl(field)}
          </Form.Item>
        </Grid.Col>
      ))}
    </Grid.Row>
  );
}

/** The label and kind of each field, for the messages of zod-errors. */
export const fieldMeta = (fields: readonly FormField[]) =>
  Object.fromEntries(fields.map((field) => [field.field, { label: field.label, chosen: isChosen(field) }]));

/** Form values → the payload the schema validates: switches as 1/0, blank strings dropped. */
export function toPayload(
  fields: readonly FormField[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...values };
  for (const field of fields) {
    const value = payload[field.field];
    if (field.type === 'switch') payload[field.field] = value ? 1 : 0;
    else if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') delete payload[field.field];
      else payload[field.field] = trimmed;
    } else if (value === null) delete payload[field.field];
  }
  return payload;
}

/** Record values → form values (1/0 flags as switches). */
export function toFormValues(
  fields: readonly FormField[],
  record: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record[field.field];
    values[field.field] = field.type === 'switch' ? value === 1 || value === true : value;
  }
  return values;
}
