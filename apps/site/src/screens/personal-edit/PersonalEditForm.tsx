import { useStores } from '@skinbox/stores';
import { observer } from 'mobx-react-lite';
import { PersonalEditFormView } from './PersonalEditFormView';
import { usePersonalEditForm } from './usePersonalEditForm';

/**
 * The profile form (usePersonalEditForm) shown by PersonalEditFormView, on /m/personalEdit and on
 * /p/me/personal. `showTitle` false on /m, where the page bar already names it.
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
  return <PersonalEditFormView showTitle={showTitle} {...usePersonalEditForm()} />;
});
