export {Paginator, paginatorSizes} from './Paginator';
export type {PaginatorProps, PaginatorSize} from './Paginator';
