export { Pagination, type PaginationMode, type PaginationProps } from './Pagination';
export {
  PAGINATION_ITEMS_PER_PAGE,
  PAGINATION_SHOW_PAGE_SIZE,
  paginationPageCount,
  paginationPages,
  usePagination,
  type PaginationPage,
  type UsePaginationOptions,
} from './usePagination';
