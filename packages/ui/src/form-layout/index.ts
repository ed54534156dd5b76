export {
  FORM_LAYOUT_COLLAPSE_BELOW,
  FORM_LAYOUT_LABEL_WIDTH,
  FormActions,
  FormLayout,
  FormRow,
  FormSection,
  type FormLayoutProps,
  type FormRowControl,
  type FormRowProps,
  type FormSectionProps,
} from './FormLayout';
