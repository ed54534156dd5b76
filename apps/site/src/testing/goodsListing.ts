import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The name search above a goods listing (the bag, the mall). */
export const searchBox = () => screen.getByRole('textbox', { name: '按饰品名称搜索' });

/** The tile of the fixtures' goods `id` ("AK-47 | 红线 <id>"): a button that chooses it. */
export const goodsTile = (id: number) =>
  screen.getByRole('button', { name: new RegExp(`红线 ${id}`) });

/** Opens the kit picker titled `title` that a click on `opener` (a field, a button) brings up. */
export async function openPicker(opener: HTMLElement, title: string) {
  await userEvent.click(opener);
  return screen.findByRole('dialog', { name: title });
}

/** Chooses `option` in an open kit picker and confirms it. */
export async function chooseIn(picker: HTMLElement, option: string) {
  await userEvent.click(within(picker).getByRole('option', { name: option }));
  await userEvent.click(within(picker).getByRole('button', { name: '确认' }));
}

/** Chooses `option` in the kit picker that the field `label` opens. */
export async function pick(label: string, option: string) {
  await chooseIn(await openPicker(screen.getByLabelText(label), label), option);
}
