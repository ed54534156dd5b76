import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MALL } from '../../testing/gameFixtures';
import { expectGoodsRowOnTwoLines } from '../../testing/goodsRow';
import { goodsNamed } from '../../testing/goodsNamed';
import type { MockRoutes } from '../../testing/mockTransport';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { Mall } from './Mall';

interface MallArgs extends DesignerArgs {
  /** Nothing on offer. */
  empty: boolean;
}

function routes({ empty }: MallArgs): MockRoutes {
  return {
    '/api/mall/list': ({ currency, name }) => {
      const found = goodsNamed(MALL, name);
      return {
        list: empty ? [] : found.map((offer) => ({ ...offer, currency })),
        total: empty ? 0 : found.length,
      };
    },
    '/api/mall/quota': () => ({ quota: '12.50', amount: '100.00' }),
  };
}

const meta = {
  title: 'Site/Game/Mall',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, empty: false },
  argTypes: { ...DESIGNER_ARG_TYPES, empty: { control: 'boolean' } },
  render: (args) => (
    <ViewFrame {...args} routes={routes(args)} path={`/${args.layout}/mall`}>
      <Mall />
    </ViewFrame>
  ),
} satisfies Meta<MallArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 30: on a 375 px phone the search and its order take the first line, the filter button and
 * Exchange the second, in every language.
 */
const rowOnTwoLines: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: /红线 12/ });
  await expectGoodsRowOnTwoLines(canvas.getByRole('textbox'));
};

export const Mobile: Story = { play: rowOnTwoLines };
export const Desktop: Story = { args: { layout: 'p' } };
/** Visitors browse; the quota needs an account (SPEC section 6). */
export const Visitor: Story = { args: { signedIn: false } };
export const Empty: Story = { args: { empty: true } };
export const Korean: Story = { args: { language: 'ko' }, play: rowOnTwoLines };
export const Vietnamese: Story = { args: { language: 'vi' }, play: rowOnTwoLines };

/**
 * English, the widest order label, with an offer chosen: its name takes what the second line has
 * left beside Filters and Exchange.
 */
export const EnglishChosen: Story = {
  args: { language: 'en' },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /红线 12/ }));
    await expect(canvas.getByRole('button', { name: 'Exchange' })).toBeEnabled();
    await rowOnTwoLines(context);
  },
};

/** Issue 30: a name search in the row above the offers finds what holds it, once typing pauses. */
export const SearchFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('AK-47 | 红线 12');
    await userEvent.type(canvas.getByRole('textbox', { name: '按饰品名称搜索' }), '红线 11');
    // The search's answer replaces the listing (a skeleton between).
    await waitFor(() => expect(canvas.queryByText('AK-47 | 红线 12')).toBeNull());
    await expect(await canvas.findByText('AK-47 | 红线 11')).toBeInTheDocument();
    await expect(canvas.queryByText('AK-47 | 红线 12')).toBeNull();
  },
};

/** A search that finds nothing says so. */
export const SearchNone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('AK-47 | 红线 11');
    await userEvent.type(canvas.getByRole('textbox', { name: '按饰品名称搜索' }), '龙狙');
    await expect(await canvas.findByText('没有符合条件的饰品')).toBeInTheDocument();
  },
};
