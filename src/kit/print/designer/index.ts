// The certificate template designer: an entry of its own, loaded only when the designer is opened
// (the print pages load it lazily), so its code never reaches a page that only prints.
export { TemplateDesigner, type DesignSample, type TemplateDesignerProps } from './template-designer';
export {
  arrowStep,
  moveField,
  MIN_FIELD_MM,
  NUDGE_MM,
  NUDGE_SHIFT_MM,
  resizeField,
  snap,
  SNAP_MM,
  tenth,
  withField,
} from './geometry';
