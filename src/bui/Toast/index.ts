export {
  Toast,
  ToastRegion,
  toastVariants,
  useToast,
  TOAST_ACTION_TIMEOUT_MS,
  TOAST_TIMEOUT_MS,
  type ToastAction,
  type ToastApi,
  type ToastOptions,
  type ToastRegionProps,
  type ToastVariant,
} from './Toast';
