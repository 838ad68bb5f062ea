/**
 * Pickers that are on screen from the start but rarely changed (the dashboard's school,
 * major and period): a light stand-in shows the current value, and the real control
 * (Select ≈ 20 KiB gz, RangePicker ≈ 22 KiB) starts loading on hover or focus and opens
 * on a click or Enter. The page does not download them to show a value. (The stand-in is an
 * Input, styled by the start-up sheet; the real controls bring their own styles.)
 */
import { Input, type RangePickerProps, type SelectProps } from '@arco-design/web-react';
import { IconCalendar, IconDown } from '@arco-design/web-react/icon';
import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';

const loadSelect = () => import('./select-control');
const loadPickers = () => import('./pickers');
const Select = lazy(() => loadSelect().then((module) => ({ default: module.Select })));
const RangePicker = lazy(() => loadPickers().then((module) => ({ default: module.RangePicker })));

interface StandInProps {
  text: string;
  placeholder?: string;
  icon: ReactNode;
  className?: string;
  style?: CSSProperties;
  label?: string;
  preload: () => unknown;
  onActivate?: () => void;
}

/** Keys that open a closed picker. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/** Looks like the closed control; a click or an opening key activates the real one (hover or focus loads it). */
function StandIn({ text, placeholder, icon, className, style, label, preload, onActivate }: StandInProps) {
  return (
    <Input
      readOnly
      value={text}
      placeholder={placeholder}
      suffix={icon}
      className={className}
      style={{ cursor: 'pointer', ...style }}
      aria-label={label}
      aria-haspopup="listbox"
      onMouseEnter={() => void preload()}
      onFocus={() => void preload()}
      onClick={onActivate}
      onKeyDown={(event) => {
        if (OPEN_KEYS.has(event.key)) onActivate?.();
      }}
    />
  );
}

type Option = { label: ReactNode; value: string | number };

/** A picker value as text: strings as they are, dayjs values in the picker's format. */
const dateText = (date: unknown, format: string) =>
  typeof date === 'string'
    ? date
    : date && typeof (date as { format?: unknown }).format === 'function'
      ? (date as { format: (pattern: string) => string }).format(format)
      : '';

/** A Select (with `options`) that loads on first use. */
export function DeferredSelect(
  props: Omit<SelectProps, 'options' | 'className'> & {
    options: Option[];
    className?: string;
    'aria-label': string;
  },
) {
  const [active, setActive] = useState(false);
  const chosen = props.options.find((option) => option.value === props.value);
  const standIn = (
    <StandIn
      text={chosen ? String(chosen.label) : ''}
      placeholder={typeof props.placeholder === 'string' ? props.placeholder : '请选择'}
      icon={<IconDown />}
      className={props.className}
      style={props.style}
      label={props['aria-label']}
      preload={loadSelect}
      onActivate={props.disabled || props.loading ? undefined : () => setActive(true)}
    />
  );
  if (!active) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Select {...props} defaultPopupVisible />
    </Suspense>
  );
}

/** A RangePicker (with `format` and a value) that loads on first use. */
export function DeferredRangePicker(
  props: Omit<RangePickerProps, 'className'> & { format: string; className?: string; 'aria-label'?: string },
) {
  const [open, setOpen] = useState<boolean | undefined>(undefined);
  const [from, to] = (props.value ?? []).map((date) => dateText(date, props.format));
  const text = from && to ? `${from} ~ ${to}` : '';
  const standIn = (
    <StandIn
      text={text}
      icon={<IconCalendar />}
      className={props.className}
      style={props.style}
      label={props['aria-label']}
      preload={loadPickers}
      onActivate={() => setOpen(true)}
    />
  );
  if (open === undefined) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RangePicker {...props} popupVisible={open} onVisibleChange={(visible) => setOpen(visible)} />
    </Suspense>
  );
}
