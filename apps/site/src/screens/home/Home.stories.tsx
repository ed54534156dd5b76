import { useStores } from '@skinbox/stores';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { BOXES, DROPS } from '../../testing/gameFixtures';
import type { MockRoutes } from '../../testing/mockTransport';
import {
  DESIGNER_ARGS,
  DESIGNER_ARG_TYPES,
  ViewFrame,
  type DesignerArgs,
} from '../../testing/ViewFrame';
import { Home } from './Home';

const art = (from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="880" cy="200" r="150" fill="#fff" fill-opacity="0.15"/></svg>`,
  )}`;

const BANNERS = [
  { id: 1, image: art('#1b1030', '#3a2408'), link: '', title: '传说刀型', sort: 1 },
  { id: 2, image: art('#0b1630', '#102a4a'), link: '/fairness', title: '可验证', sort: 2 },
];

interface HomeArgs extends DesignerArgs {
  /** A fresh site: no banners, no drops, nothing counted yet. */
  freshSite: boolean;
  /** The BlindBox module switch: the boxes show only while it is on. */
  blindBoxOn: boolean;
}

function routes({ freshSite, blindBoxOn }: HomeArgs): MockRoutes {
  return {
    '/api/index/getModuleList': () => [{ name: 'BlindBox', status: blindBoxOn ? 1 : 0 }],
    '/api/index/getBannerList': () => (freshSite ? [] : BANNERS),
    '/api/index/getAllOpenBoxRecords': () => ({ list: freshSite ? [] : DROPS }),
    '/api/index/getPlatformStatistics': () =>
      freshSite
        ? { userCount: 0, boxOpenCount: 0, battleCount: 0, onlineCount: 0 }
        : { userCount: 1200, boxOpenCount: 34567, battleCount: 89, onlineCount: 42 },
    '/api/box/list': () => ({ list: BOXES, total: BOXES.length }),
  };
}

/** Loads the module switches, as the site's start-up does before any screen reads them. */
function ModuleSwitches({ children }: { children: ReactNode }) {
  const { app } = useStores();
  useEffect(() => void app.loadModules(), [app]);
  return children;
}

const meta = {
  title: 'Site/Game/Home',
  parameters: { layout: 'fullscreen' },
  args: { ...DESIGNER_ARGS, freshSite: false, blindBoxOn: true },
  argTypes: {
    ...DESIGNER_ARG_TYPES,
    freshSite: { control: 'boolean' },
    blindBoxOn: { control: 'boolean' },
  },
  render: (args) => (
    <ViewFrame {...args} routes={routes(args)}>
      <ModuleSwitches>
        <Home />
      </ModuleSwitches>
    </ViewFrame>
  ),
} satisfies Meta<HomeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('34,567')).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: '精选箱子' })).toBeInTheDocument();
  },
};

export const Desktop: Story = { args: { layout: 'p' } };

export const Visitor: Story = { args: { signedIn: false } };

/** A site on its first day: no banners, no drops and no figures; the boxes still lead. */
export const FreshSite: Story = {
  args: { freshSite: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: '传奇箱' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: '正在热开' })).toBeNull();
  },
};

export const Vietnamese: Story = { args: { language: 'vi' } };

/** The BlindBox module switched off: the hero and figures, no boxes and no way to one. */
export const BlindBoxOff: Story = {
  args: { blindBoxOn: false, layout: 'p' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('34,567')).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: '精选箱子' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: '立即开箱' })).toBeNull();
  },
};
