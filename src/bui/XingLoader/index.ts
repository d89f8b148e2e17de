export {
  XingLoader,
  XING_LOADER_DELAY_MS,
  XING_LOADER_MIN_VISIBLE_MS,
  XING_LOADER_SLOW_MESSAGE,
  XING_LOADER_SLOW_MS,
  xingLoaderCoverages,
  xingLoaderVariants,
  type XingLoaderAction,
  type XingLoaderCoverage,
  type XingLoaderProps,
  type XingLoaderVariant,
} from './XingLoader';
