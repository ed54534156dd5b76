export { List, type ListProps } from './List';
export { LIST_OFFSET, useList, type ListDirection, type UseListOptions } from './useList';
