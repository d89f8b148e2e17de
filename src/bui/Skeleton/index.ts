export {Skeleton, skeletonShapes, skeletonSizes} from './Skeleton';
export type {SkeletonProps, SkeletonShape, SkeletonSize} from './Skeleton';
