import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bagItem } from '../../testing/gameFixtures';
import { expectGoodsRowOnTwoLines } from '../../testing/goodsRow';
import { goodsNamed } from '../../testing/goodsNamed';
import { refuse, type MockRoutes } from '../../testing/mockTransport';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { Bag } from './Bag';
import { DESIGNER_STANDINGS } from './extraction-lock/designerStates';

const ITEMS = [
  bagItem(1, 'bag', '3.55'),
  bagItem(2, 'bag', '28.67'),
  bagItem(3, 'extracting', '1.20'),
  bagItem(4, 'extracted', '0.60'),
];

interface BagArgs extends DesignerArgs {
  /** Nothing in the bag yet. */
  empty: boolean;
  /** The bag cannot be read (the server refuses). */
  failing: boolean;
  /** Items cannot leave yet (a gifts-only account): the extraction panel shows. */
  locked: boolean;
}

/** How much later than the bag's page the standing answers, as a slower call would on a network. */
const STANDING_LATE_MS = 300;

function routes({ empty, failing, locked }: BagArgs): MockRoutes {
  return {
    ...(locked && {
      '/api/user/wagering': () =>
        new Promise((answer) =>
          setTimeout(() => answer(DESIGNER_STANDINGS.giftsOnly), STANDING_LATE_MS),
        ),
    }),
    '/api/user/rucksackGoods': ({ name }) =>
      failing
        ? refuse('网络异常，请重试', 500)
        : empty
          ? { list: [], total: 0, bagValue: '0.00' }
          : name
            ? {
                list: goodsNamed(ITEMS, name),
                total: goodsNamed(ITEMS, name).length,
                bagValue: '32.22',
              }
            : { list: ITEMS, total: 14, bagValue: '32.22' },
    '/api/user/sell': () => ({ credited: '3.55', amount: '103.55' }),
  };
}

const meta = {
  title: 'Site/Game/Bag',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, empty: false, failing: false, locked: false },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    empty: { control: 'boolean' },
    failing: { control: 'boolean' },
    locked: { control: 'boolean' },
  },
  render: (args) => (
    <ViewFrame {...args} routes={routes(args)} path={args.layout === 'm' ? '/m/bag' : '/p/me/bag'}>
      <Bag />
    </ViewFrame>
  ),
} satisfies Meta<BagArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Issue 30: on a 375 px phone the search and its order take the first line, the filter button and
 * the choice buttons the second, in every language.
 */
const rowOnTwoLines: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('button', { name: /红线 1/ });
  await expectGoodsRowOnTwoLines(canvas.getByRole('textbox'));
};

export const Mobile: Story = { play: rowOnTwoLines };

/** English, the widest choice buttons. */
export const English: Story = { args: { language: 'en' }, play: rowOnTwoLines };

export const Desktop: Story = { args: { layout: 'p' } };

/** An empty bag says so and leads to the cases. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '去开箱' })).toBeInTheDocument();
    // An empty bag has no action bar: nothing to sell.
    await expect(canvas.queryByRole('button', { name: /出售/ })).toBeNull();
  },
};

/**
 * Issue 32: the extraction panel answers after the bag's page, yet the row and the items appear
 * with it, where they stay: nothing is pushed down under the player's finger.
 */
export const Locked: Story = {
  args: { locked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('textbox', { name: '按饰品名称搜索' });
    // From the top of the tab's panel: what happens above the tabs (a web font arriving, the bag
    // value beside the heading) is not the panel's doing.
    const inTab = () =>
      row.getBoundingClientRect().top - canvas.getByRole('tabpanel').getBoundingClientRect().top;
    const top = inTab();
    await canvas.findByRole('region', { name: '提取条件' });
    await canvas.findByRole('button', { name: /红线 1/ });
    await expect(inTab()).toBe(top);
  },
};

export const LockedDesktop: Story = { args: { locked: true, layout: 'p', language: 'en' } };

export const Failing: Story = { args: { failing: true } };

/** Issue 30: a name search in the row above the items finds what holds it, once typing pauses. */
export const SearchFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /红线 2/ });
    await userEvent.type(canvas.getByRole('textbox', { name: '按饰品名称搜索' }), '红线 1');
    // The search's answer replaces the listing (a skeleton between).
    await waitFor(() => expect(canvas.queryByRole('button', { name: /红线 2/ })).toBeNull());
    await expect(await canvas.findByRole('button', { name: /红线 1/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /红线 2/ })).toBeNull();
  },
};

/** A search that finds nothing says so and keeps the search to change, not "your bag is empty". */
export const SearchNone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /红线 1/ });
    await userEvent.type(canvas.getByRole('textbox', { name: '按饰品名称搜索' }), '龙狙');
    await expect(await canvas.findByText('没有符合条件的饰品')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '去开箱' })).toBeNull();
  },
};

/** SPEC section 5: a sale with an extracting item is refused with the catalogue's message. */
export const SaleRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /红线 1/ }));
    await userEvent.click(canvas.getByRole('button', { name: /红线 3/ }));
    await userEvent.click(canvas.getByRole('button', { name: '出售所选 (2)' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('提取中的饰品不能出售');
  },
};

/** A sale is confirmed in the kit's dialog first (how many, worth what); then the result shows. */
export const SaleConfirmed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /红线 1/ }));
    await userEvent.click(canvas.getByRole('button', { name: '出售所选 (1)' }));
    // The dialog lives in its own layer on the page body, outside the story's canvas.
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('确认出售 1 件饰品，共 3.55？出售后不能撤回。');
    // Its buttons speak <html lang>, which the story frame does not set: confirm is the last one.
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('出售成功，获得 3.55');
  },
};

export const SignedOut: Story = { args: { signedIn: false } };

export const Vietnamese: Story = { args: { language: 'vi' }, play: rowOnTwoLines };
export const Korean: Story = { args: { language: 'ko' }, play: rowOnTwoLines };
