import { useIntl } from 'react-intl';
import { formulaMessages, type Formula } from './formulaMessages';

/**
 * The exact formulas behind a view's random outcomes (formulaMessages.ts), after the encodings they
 * all share: folded under one summary so a game screen stays short, open where the view is about
 * checking (the fairness page).
 */
export function FairnessFormulas({
  formulas,
  open = false,
}: {
  formulas: readonly Formula[];
  open?: boolean;
}) {
  const intl = useIntl();
  return (
    <details
      open={open}
      data-testid="fairness-formulas"
      css={(theme) => ({
        fontSize: theme.fontSize.sm,
        lineHeight: 1.6,
        color: theme.color.textMuted,
        overflowWrap: 'anywhere',
      })}
    >
      <summary css={(theme) => ({ cursor: 'pointer', color: theme.color.text })}>
        {intl.formatMessage(formulaMessages.heading)}
      </summary>
      {(['encoding', ...formulas] as const).map((formula) => (
        <p key={formula} data-formula={formula} css={{ margin: '8px 0 0' }}>
          {intl.formatMessage(formulaMessages[formula])}
        </p>
      ))}
    </details>
  );
}
