import type { ModuleName } from '@skinbox/api';
import type { RootStore } from '@skinbox/stores';
import type { MessageDescriptor } from 'react-intl';
import type { Layout } from './device';
import { chromeMessages } from './messages';
import { hasScreen } from './screens';

/** A place the chrome links to: a screen of the site, shown when it exists and its module is on. */
export interface Destination {
  key: string;
  label: MessageDescriptor;
  /** Path under the layout prefix, e.g. 'mall' → /m/mall. */
  path: Record<Layout, string>;
  module?: ModuleName;
}

const same = (path: string) => ({ m: path, p: path });

export const DESTINATIONS = {
  home: { key: 'home', label: chromeMessages.home, path: same('home') },
  vip: { key: 'vip', label: chromeMessages.vip, path: { m: 'vip', p: 'me/vip' } },
  mall: { key: 'mall', label: chromeMessages.mall, path: same('mall'), module: 'Mall' },
  help: { key: 'help', label: chromeMessages.help, path: { m: 'help', p: 'me/help' } },
  recharge: {
    key: 'recharge',
    label: chromeMessages.recharge,
    path: same('recharge'),
    module: 'Recharge',
  },
  bag: {
    key: 'bag',
    label: chromeMessages.bag,
    path: { m: 'bag', p: 'me/bag' },
    module: 'Rucksack',
  },
  personal: {
    key: 'personal',
    label: chromeMessages.myAccount,
    path: { m: 'personal', p: 'me/personal' },
  },
  record: { key: 'record', label: chromeMessages.record, path: { m: 'record', p: 'me/record' } },
  fairness: { key: 'fairness', label: chromeMessages.fairness, path: same('fairness') },
  /** The home lists the live drops. */
  liveDrops: { key: 'liveDrops', label: chromeMessages.liveDrops, path: same('home') },
  information: {
    key: 'information',
    label: chromeMessages.messages,
    path: { m: 'information', p: 'me/information' },
  },
  download: {
    key: 'download',
    label: chromeMessages.download,
    path: same('download'),
    module: 'AppDownload',
  },
} satisfies Record<string, Destination>;

export function hrefOf(destination: Destination, layout: Layout): string {
  return `/${layout}/${destination.path[layout]}`;
}

/** The destinations among `list` that have a screen and whose module is on. */
export function available(list: Destination[], layout: Layout, store: RootStore): Destination[] {
  return list.filter(
    (d) => hasScreen(layout, hrefOf(d, layout)) && (!d.module || store.app.isModuleOn(d.module)),
  );
}
