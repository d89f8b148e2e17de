export * from './colorMath';
export * from './colors';
export * from './elevation';
export * from './scale';
export * from './all';
export {buildTokensCss} from './css';
