export {Breadcrumb, BreadcrumbItem, breadcrumbSizes} from './Breadcrumb';
export type {BreadcrumbItemProps, BreadcrumbProps, BreadcrumbSize} from './Breadcrumb';
