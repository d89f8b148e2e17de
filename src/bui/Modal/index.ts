export {Modal, modalSizes, modalVariants, type ModalProps, type ModalSize, type ModalVariant} from './Modal';
