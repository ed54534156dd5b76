import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Answers the kit's confirmation dialog, which must ask `question`. */
export async function answerConfirm(question: RegExp | string, button: '确认' | '取消' = '确认') {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent(question);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
}
