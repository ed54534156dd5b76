import { Field, type FieldProps } from '@skinbox/ui';

/**
 * The kit's Field as the account screens set it: a raised, rounded box of its own, so the input
 * reads as one on a card of the page's surface colour too (a Section, the desktop form card).
 * The boxes stand apart, so there is no hairline between them.
 */
export function CardField(props: FieldProps) {
  return (
    <Field
      border={false}
      css={(theme) => ({ background: theme.color.surfaceRaised, borderRadius: theme.radius.md })}
      {...props}
    />
  );
}
