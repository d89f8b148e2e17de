export {Accordion, AccordionItem, accordionSizes} from './Accordion';
export type {
  AccordionHeadingLevel,
  AccordionItemProps,
  AccordionMultipleProps,
  AccordionProps,
  AccordionSingleProps,
  AccordionSize,
} from './Accordion';
