import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { Layout } from '../../layout/device';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { GoodsFilters } from '../goods/GoodsFilters';
import { useGoodsFilters } from '../goods/useGoodsFilters';

/** A goods listing's filters as the bag and the mall hold them, behind the one filter button. */
function ListingFilters({ layout }: { layout: Layout }) {
  const filters = useGoodsFilters();
  return <GoodsFilters filters={filters} label="筛选背包" layout={layout} />;
}

/**
 * A listing's filters behind one button (issue 30 point 9: lists open on their first row, not on
 * a form): a bottom sheet on a phone, a side panel on desktop; the button counts the filters that
 * narrow the list, and Done closes the sheet on it.
 */
const meta = {
  title: 'Site/Frame/FilterSheet',
  parameters: { layout: 'fullscreen' },
  args: DESIGNER_ARGS,
  argTypes: DESIGNER_ARG_TYPES,
  render: (args) => (
    <ViewFrame {...args}>
      <div css={{ padding: 16 }}>
        <ListingFilters layout={args.layout} />
      </div>
    </ViewFrame>
  ),
} satisfies Meta<DesignerArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed, nothing chosen: one plain button where four rows of fields used to be. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '筛选' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open on a phone: the sheet from the bottom; a price bound chosen counts on the button. */
export const OpenMobile: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '筛选' }));
    const sheet = await screen.findByRole('dialog', { name: '筛选背包' });
    await userEvent.type(within(sheet).getByLabelText('最低价格'), '10');
    await userEvent.click(within(sheet).getByRole('button', { name: '完成' }));
    await expect(
      await within(canvasElement).findByRole('button', { name: '筛选 (1)' }),
    ).toBeInTheDocument();
  },
};

/** Open on desktop: the same filters in a side panel. */
export const OpenDesktop: Story = {
  args: { layout: 'p' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '筛选' }));
    await expect(await screen.findByRole('dialog', { name: '筛选背包' })).toBeVisible();
  },
};

export const English: Story = { args: { language: 'en' } };
