export { TABS_HEIGHT, TABS_LINE_HEIGHT, Tabs, type TabItem, type TabsProps } from './Tabs';
