export {
  Donut,
  donutColors,
  donutSizes,
  type DonutColor,
  type DonutDatum,
  type DonutProps,
  type DonutSize,
} from './Donut';
