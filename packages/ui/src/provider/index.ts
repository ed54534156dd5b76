export { KitProvider, type KitProviderProps } from './KitProvider';
