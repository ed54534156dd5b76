import { showConfirmDialog } from '@skinbox/ui';

/** Asks the player in the kit's confirm dialog; true when they confirm. */
export function confirmInDialog(question: string): Promise<boolean> {
  return showConfirmDialog({ message: question }).then(
    () => true,
    () => false,
  );
}

/** How a screen asks for confirmation: the kit's dialog on the site, an answer in a hook test. */
export type Confirm = (question: string) => Promise<boolean>;
