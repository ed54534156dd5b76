import { Button, type FieldProps } from '@skinbox/ui';
import { useIntl } from 'react-intl';
import { CardField } from '../../shared/account/CardField';
import { Section } from '../../shared/account/Section';
import { personalInfoMessages as m } from './messages';

interface SetOnceSectionProps {
  title: string;
  /** Set for good, so shown read-only with `lockedNote`; until then the field sets it. */
  locked: boolean;
  /** The value shown read-only, found again by tests through `testId`. */
  current: string;
  testId: string;
  lockedNote: string;
  /** How the field reads (its placeholder, a textarea for a long value). */
  field: Pick<FieldProps, 'placeholder' | 'type' | 'autosize'>;
  value: string;
  onChange(value: string): void;
  error?: string;
  busy: boolean;
  onBind(): void;
  /** Under the field: what binding it means. */
  hint: string;
}

/**
 * A value the account sets once (SPEC section 5: the trade link, the inviter's code): a field with
 * its Bind button and hint, then the value read-only.
 */
export function SetOnceSection(props: SetOnceSectionProps) {
  const intl = useIntl();
  return (
    <Section title={props.title}>
      {props.locked ? (
        <>
          <p data-testid={props.testId} css={{ margin: 0, wordBreak: 'break-all' }}>
            {props.current}
          </p>
          <p role="status" css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {props.lockedNote}
          </p>
        </>
      ) : (
        <>
          <CardField
            label={props.title}
            labelAlign="top"
            {...props.field}
            value={props.value}
            onChange={props.onChange}
            errorMessage={props.error}
            button={
              <Button size="small" variant="primary" loading={props.busy} onClick={props.onBind}>
                {intl.formatMessage(m.bind)}
              </Button>
            }
          />
          <p
            css={(theme) => ({
              margin: 0,
              color: theme.color.textMuted,
              fontSize: theme.fontSize.sm,
            })}
          >
            {props.hint}
          </p>
        </>
      )}
    </Section>
  );
}
