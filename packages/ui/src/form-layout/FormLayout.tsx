import { css, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The label column's width on a wide screen. */
export const FORM_LAYOUT_LABEL_WIDTH = 200;
/** Below this width (of the layout, not the window) labels go above their fields. */
export const FORM_LAYOUT_COLLAPSE_BELOW = 640;

export interface FormLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** Width of the label column (number: pixels). */
  labelWidth?: number | string;
  /** The layout's own width, in pixels, under which it becomes one column. */
  collapseBelow?: number;
}

export interface FormSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  /** A line under the title: what the section is for. */
  description?: ReactNode;
  /**
   * The title's heading level, to fit the page's outline.
   * @default 3
   */
  level?: 2 | 3 | 4;
}

/** What a row gives its control so the label, help and error belong to it. */
export interface FormRowControl {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /**
   * The control: a node whose id is `htmlFor`, or a function that receives the id, the
   * aria-describedby of the help and error, and aria-invalid, to spread on the control.
   */
  children: ReactNode | ((control: FormRowControl) => ReactNode);
  /** The control's id, when `children` is a node. */
  htmlFor?: string;
  /** A hint under the control. */
  help?: ReactNode;
  /** The validation message under the control; it marks the control invalid. */
  error?: ReactNode;
  /** Marks the label required (a visual asterisk, a translated word for screen readers). */
  required?: boolean;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const layout = (theme: Theme, labelWidth: string, collapseBelow: number) => css`
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xl};
  color: ${theme.color.text};
  font-family: ${theme.fontFamily};
  font-size: ${theme.fontSize.md};
  line-height: ${theme.lineHeight.normal};
  & [data-form-row],
  & [data-form-actions] {
    display: grid;
    grid-template-columns: ${labelWidth} minmax(0, 1fr);
    column-gap: ${theme.space.xl};
    row-gap: ${theme.space.xs};
    align-items: start;
  }
  & [data-form-row] > label {
    padding-top: ${theme.space.sm};
    color: ${theme.color.textMuted};
    text-align: end;
  }
  & [data-form-actions] > div {
    grid-column: 2;
  }
  @container (max-width: ${collapseBelow - 0.02}px) {
    & [data-form-row],
    & [data-form-actions] {
      grid-template-columns: minmax(0, 1fr);
    }
    & [data-form-row] > label {
      padding-top: 0;
      text-align: start;
    }
    & [data-form-actions] > div {
      grid-column: 1;
    }
  }
`;

const section = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface};
`;

const sectionTitle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.fontSize.lg};
  font-weight: ${theme.fontWeight.bold};
`;

const sectionDescription = (theme: Theme) => css`
  margin: ${theme.space.xs} 0 0;
  color: ${theme.color.textMuted};
`;

const field = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`;

const help = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const error = (theme: Theme) => css`
  margin: 0;
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

const asterisk = (theme: Theme) => css`
  margin-inline-start: 2px;
  color: ${theme.color.danger};
`;

const actions = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * A form for wide screens: labels in a column of their own beside their fields, sections with
 * titles, help and error lines, an actions row under the fields. Under `collapseBelow` pixels of
 * its own width (a container query, so a form in a narrow panel collapses too) it becomes one
 * column with each label above its field.
 */
export function FormLayout({
  labelWidth = FORM_LAYOUT_LABEL_WIDTH,
  collapseBelow = FORM_LAYOUT_COLLAPSE_BELOW,
  children,
  ...rest
}: FormLayoutProps) {
  return (
    <div css={(theme: Theme) => layout(theme, length(labelWidth), collapseBelow)} {...rest}>
      {children}
    </div>
  );
}

/** A titled group of rows inside a FormLayout. */
export function FormSection({
  title,
  description,
  level = 3,
  children,
  ...rest
}: FormSectionProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={`${id}-title`} css={section} {...rest}>
      <header>
        <Heading id={`${id}-title`} css={sectionTitle}>
          {title}
        </Heading>
        {description !== undefined && <p css={sectionDescription}>{description}</p>}
      </header>
      {children}
    </section>
  );
}

/** One label and its control, with help and error lines under the control. */
export function FormRow({
  label,
  children,
  htmlFor,
  help: helpText,
  error: errorText,
  required = false,
  ...rest
}: FormRowProps) {
  const intl = useIntl();
  const generated = useId();
  const id = htmlFor ?? `${generated}-control`;
  const hasHelp = helpText !== undefined && helpText !== null && helpText !== '';
  const hasError = errorText !== undefined && errorText !== null && errorText !== '';
  const describedBy =
    [hasError && `${generated}-error`, hasHelp && `${generated}-help`].filter(Boolean).join(' ') ||
    undefined;
  const control: FormRowControl = {
    id,
    'aria-describedby': describedBy,
    ...(hasError ? { 'aria-invalid': true as const } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  return (
    <div data-form-row="" {...rest}>
      <label htmlFor={id}>
        {label}
        {required && (
          <>
            <span aria-hidden="true" css={asterisk}>
              *
            </span>
            <span css={visuallyHidden}>
              {` (${intl.formatMessage({ id: 'ui.formLayout.required' })})`}
            </span>
          </>
        )}
      </label>
      <div css={field}>
        {typeof children === 'function' ? children(control) : children}
        {hasError && (
          <p id={`${generated}-error`} css={error}>
            {errorText}
          </p>
        )}
        {hasHelp && (
          <p id={`${generated}-help`} css={help}>
            {helpText}
          </p>
        )}
      </div>
    </div>
  );
}

/** The buttons under the fields, lined up with the field column. */
export function FormActions({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div data-form-actions="" {...rest}>
      <div css={actions}>{children}</div>
    </div>
  );
}
