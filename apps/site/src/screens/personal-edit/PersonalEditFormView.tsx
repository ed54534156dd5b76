import { user as userContract } from '@skinbox/api';
import { useStores } from '@skinbox/stores';
import { Button, Form, Radio, RadioGroup } from '@skinbox/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrors, useErrorText } from '../../shared/account/errors';
import { accountMessages } from '../../shared/account/messages';
import { nickNameIn } from '../../shared/nickname/nickName';
import { Section } from '../../shared/account/Section';
import { personalEditMessages } from './messages';
import { CardField } from '../../shared/account/CardField';

type Sex = 0 | 1 | 2;
const SEXES: { value: Sex; label: keyof typeof personalEditMessages }[] = [
  { value: 0, label: 'sexNone' },
  { value: 1, label: 'male' },
  { value: 2, label: 'female' },
];

/**
 * Nickname (3 to 10 characters, SPEC section 5) in the kit's Form and Field, and sex in the kit's
 * RadioGroup, saved with update. `showTitle` false on /m, where the page bar already names it.
 */
export const PersonalEditForm = observer(function PersonalEditForm({
  showTitle = true,
}: {
  showTitle?: boolean;
}) {
  const { user } = useStores();
  // The form starts from the loaded profile, so it waits for it.
  return user.userId === null ? null : <EditForm key={user.userId} showTitle={showTitle} />;
});

const EditForm = observer(function EditForm({ showTitle }: { showTitle: boolean }) {
  const intl = useIntl();
  const { api, user } = useStores();
  const errorText = useErrorText();
  // A default name starts in the player's language; kept as it is, the neutral one is saved, so
  // it stays a default that others read in theirs.
  const shownName = nickNameIn(intl, user.base.nickName);
  const [nickName, setNickName] = useState(shownName);
  const [sex, setSex] = useState<Sex>(user.ext.sex);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const sexLabel = useId();

  const submit = async () => {
    setSaved(false);
    const parsed = userContract.update.request.safeParse({
      nickName: nickName === shownName ? user.base.nickName : nickName,
      sex,
    });
    const problem = fieldErrors(parsed).nickName;
    setError(problem ? errorText(problem) : undefined);
    if (!parsed.success) return;
    setBusy(true);
    const result = await api.user.update(parsed.data);
    setBusy(false);
    if (!result.ok) return;
    setSaved(true);
    await user.loadInfo();
  };

  return (
    <Section title={intl.formatMessage(personalEditMessages.title)} showTitle={showTitle}>
      <Form labelAlign="top" onSubmit={() => void submit()} css={{ display: 'grid', gap: 12 }}>
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
        {saved && (
          <p role="status" css={(theme) => ({ margin: 0, color: theme.color.success })}>
            {intl.formatMessage(personalEditMessages.saved)}
          </p>
        )}
        <Button type="submit" variant="primary" loading={busy}>
          {intl.formatMessage(accountMessages.save)}
        </Button>
      </Form>
    </Section>
  );
});
