import type { Meta, StoryObj } from '@storybook/react-vite';
import { MALL } from '../../testing/gameFixtures';
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
    '/api/mall/list': ({ currency }) => ({
      list: empty ? [] : MALL.map((offer) => ({ ...offer, currency })),
      total: empty ? 0 : MALL.length,
    }),
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

export const Mobile: Story = {};
export const Desktop: Story = { args: { layout: 'p' } };
/** Visitors browse; the quota needs an account (SPEC section 6). */
export const Visitor: Story = { args: { signedIn: false } };
export const Empty: Story = { args: { empty: true } };
export const Korean: Story = { args: { language: 'ko' } };
