import { Radio, RadioGroup } from '@skinbox/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { AccountForm } from '../../shared/account/AccountForm';
import { CardField } from '../../shared/account/CardField';
import { accountMessages } from '../../shared/account/messages';
import { Section } from '../../shared/account/Section';
import { personalEditMessages } from './messages';
import { SEXES, type Sex } from './rules';
import type { PersonalEditFormState } from './usePersonalEditForm';

/**
 * Nickname in the kit's Form and Field, and sex in the kit's RadioGroup. `showTitle` false on /m,
 * where the page bar already names it.
 */
export function PersonalEditFormView({
  showTitle,
  nickName,
  setNickName,
  sex,
  setSex,
  error,
  saved,
  busy,
  submit,
}: PersonalEditFormState & { showTitle: boolean }) {
  const intl = useIntl();
  const sexLabel = useId();

  return (
    <Section title={intl.formatMessage(personalEditMessages.title)} showTitle={showTitle}>
      <AccountForm
        onSubmit={submit}
        submitLabel={intl.formatMessage(accountMessages.save)}
        busy={busy}
        doneNote={saved && intl.formatMessage(personalEditMessages.saved)}
      >
        <CardField
          label={intl.formatMessage(personalEditMessages.nickName)}
          placeholder={intl.formatMessage(personalEditMessages.nickNameHint)}
          autoComplete="nickname"
          value={nickName}
          onChange={setNickName}
          errorMessage={error}
        />
        <div css={(theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.md })}>
          <span
            id={sexLabel}
            css={(theme) => ({ color: theme.color.textMuted, fontSize: theme.fontSize.sm })}
          >
            {intl.formatMessage(personalEditMessages.sex)}
          </span>
          <RadioGroup<Sex>
            aria-labelledby={sexLabel}
            direction="horizontal"
            value={sex}
            onChange={setSex}
          >
            {SEXES.map((s) => (
              <Radio key={s.value} name={s.value}>
                {intl.formatMessage(personalEditMessages[s.label])}
              </Radio>
            ))}
          </RadioGroup>
        </div>
      </AccountForm>
    </Section>
  );
}
